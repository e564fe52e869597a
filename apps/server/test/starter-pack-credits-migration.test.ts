import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, selectRows } from '../src/db/database.ts';
import { aroundMigration, type MigrationAround } from './helpers/migration-around.ts';

// Migration 0036: the overview's kept day totals gain a reason, so that a StarterPack's credit is told apart from
// money received. Totals kept before it (by kind only) cannot be split: they and their marks are emptied, and
// the overview sums those days again from the ledger the first time it reads them. On PGlite, and on PostgreSQL
// under test:pg.

let around: MigrationAround;
let database: Database;
beforeAll(async () => {
  around = await aroundMigration(/_starter_pack_credits_apart$/);
  database = around.database;
  await around.migrateBefore();
});
afterAll(() => around?.close());

describe('migration 0036: StarterPack credits apart', () => {
  it('empties the totals kept by kind and their marks, then keeps totals by kind and reason', async () => {
    const { db } = database;
    await db.execute(sql`insert into ledger_day_totals (day, type, amount_minor, rows)
      values ('2026-11-20', 'TOP_UP', 2750, 2), ('2026-11-20', 'DAILY_FEE', -300, 2)`);
    await db.execute(sql`insert into closed_ledger_days (day) values ('2026-11-20')`);

    await around.migrateThrough();

    const left = await selectRows<{ totals: number; marks: number }>(
      db,
      sql`select (select count(*)::int from ledger_day_totals) as totals,
                 (select count(*)::int from closed_ledger_days) as marks`,
    );
    expect(left).toEqual([{ totals: 0, marks: 0 }]);
    // one day's top-ups by reason, side by side under the new key; an unknown reason is refused
    await db.execute(sql`insert into ledger_day_totals (day, type, reason, amount_minor, rows)
      values ('2026-11-20', 'TOP_UP', 'pay_order', 2000, 1), ('2026-11-20', 'TOP_UP', 'starter_pack_credit', 750, 1)`);
    await expect(
      db.execute(sql`insert into ledger_day_totals (day, type, reason, amount_minor, rows)
        values ('2026-11-21', 'TOP_UP', 'gift', 1, 1)`),
    ).rejects.toThrow();
  });
});
