/**
 * Rows are numbered by PostgreSQL `integer` identity columns, so no id is larger than this. A request naming a
 * larger one is refused by validation (invalid_value) rather than reaching a query, where PostgreSQL would
 * fail the cast (22003 numeric_value_out_of_range) and the caller would see a server error.
 */
export const MAX_RECORD_ID = 2_147_483_647;
