import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column in ('A', 'B')` for a check constraint, written from the contract's list, so a status, type or reason
 * is listed once: a value added to the list changes the schema, and drizzle-kit writes the migration.
 */
export const oneOf = (column: SQLWrapper, values: readonly string[]): SQL => {
  for (const value of values) {
    if (!/^[A-Za-z_.-]+$/.test(value)) throw new Error(`not a list value for a check: ${value}`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
};
