import { z } from 'zod';

/**
 * Rows are numbered by PostgreSQL `integer` identity columns, so no id is larger than this. A request naming a
 * larger one is refused by validation (invalid_value) rather than reaching a query, where PostgreSQL would
 * fail the cast (22003 numeric_value_out_of_range) and the caller would see a server error.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A path's `:id` of a row: a positive integer within MAX_RECORD_ID (the path carries it as text). */
export const recordIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .max(MAX_RECORD_ID, { error: 'invalid_value' }),
});
