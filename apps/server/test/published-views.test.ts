import { sql } from 'drizzle-orm';
import { getViewConfig, isPgView, type PgView } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/database.ts';
import * as catalogReads from '../src/modules/catalog/owners-views.ts';
import * as usageReads from '../src/modules/usage/owners-views.ts';
import * as walletReads from '../src/modules/wallet/owners-views.ts';
import * as schema from '../src/schema.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// The views modules publish for other modules' statements (views.ts, docs/decisions/0050) declare their columns
// for drizzle, beside the SQL the migrations create them with. This holds each declaration to the database's
// view, column by column (name, order and type), so a table changed behind a view without its declaration, or
// the other way round, fails here rather than in a statement that reads it.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const views = (Object.entries(schema) as [string, unknown][]).filter((entry): entry is [string, PgView] =>
  isPgView(entry[1]),
);

const declared = (view: PgView) =>
  Object.values(
    getViewConfig(view).selectedFields as Record<string, { name: string; getSQLType(): string }>,
  ).map((column) => `${column.name} ${column.getSQLType()}`);

describe("the modules' published views", () => {
  it('are the eight of decisions 0050, 0051, 0064 and 0069', () => {
    expect(views.map(([, view]) => getViewConfig(view).name).sort()).toEqual([
      'account_balances',
      'add_on_purchases',
      'bridge_advances',
      'cards',
      'ledger_entries',
      'pay_order_states',
      'plan_versions',
      'user_accounts',
    ]);
  });

  it('include every view a module names instead of importing its face (decision 0064)', () => {
    const names = views.map(([, view]) => getViewConfig(view).name);
    for (const named of [
      ...Object.values(catalogReads),
      ...Object.values(usageReads),
      ...Object.values(walletReads),
    ]) {
      expect(names).toContain(named.value);
    }
  });

  it.each(views)('%s declares the columns of the view the migrations create', async (_, view) => {
    const rows = await selectRows<{ column: string }>(
      database.db,
      sql`select column_name || ' ' || data_type as column from information_schema.columns
          where table_schema = 'public' and table_name = ${getViewConfig(view).name} order by ordinal_position`,
    );
    expect(rows.map((row) => row.column)).toEqual(declared(view));
  });
});
