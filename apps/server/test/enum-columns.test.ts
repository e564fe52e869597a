import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import * as schema from '../src/schema.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// A status, type or kind column is typed by the contract's list (`text(name, { enum: LIST })`), so a statement
// reads it without a cast; the database's check constraint is what makes that type true of every row. This
// holds the two together: each typed column has a check, named <table>_<column>, listing exactly its list's values, so a value added to
// the list without a migration (or the other way round) fails here, not in a presenter.

// The one check named before this convention.
const CHECK_NAMED = new Map([['basic_plans.traffic_limit_type', 'basic_plans_limit_type']]);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const typedColumns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns
      .filter((column) => (column.enumValues?.length ?? 0) > 0)
      .map((column) => ({
        label: `${config.name}.${column.name}`,
        table: config.name,
        constraint: CHECK_NAMED.get(`${config.name}.${column.name}`) ?? `${config.name}_${column.name}`,
        values: [...(column.enumValues ?? [])].sort(),
      }));
  });

describe('columns typed by a contract list', () => {
  it('are the statuses, types, kinds, rules, reasons and roles of every module', () => {
    expect(typedColumns.length).toBeGreaterThanOrEqual(17);
  });

  it.each(typedColumns)(
    '$label is held to its list by the check $constraint',
    async ({ table, constraint, values }) => {
      const [check] = await selectRows<{ definition: string }>(
        database.db,
        sql`select pg_get_constraintdef(oid) as definition from pg_constraint
          where contype = 'c' and conrelid = ${table}::regclass and conname = ${constraint}`,
      );
      expect(check, `check ${constraint}`).toBeDefined();
      const literals = [...check!.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]).sort();
      expect(literals).toEqual(values);
    },
  );
});
