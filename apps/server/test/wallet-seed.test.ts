import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { balanceOf } from '../src/modules/ledger/balance.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { activities, payOrders, users } from '../src/schema.ts';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.ts';
import { seed } from '../src/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { expectAccountsWhole } from './helpers/wallet.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  expect((await checkLedger(database.db)).ok).toBe(true);
  await expectAccountsWhole(database.db);
  await database.close();
});

describe('demo wallet history', () => {
  it('gives the demo customer a confirmed order, a welcome credit and a pending order, once', async () => {
    await seed(database.db, loadConfig({}));
    await seed(database.db, loadConfig({}));
    const [demo] = await database.db.select().from(users).where(eq(users.username, DEMO_CUSTOMER.username));
    expect(await balanceOf(database.db, demo!.id)).toBe(7_000);
    const orders = await database.db.select().from(payOrders).where(eq(payOrders.userId, demo!.id));
    expect(
      orders.map((order) => [order.status, order.method, order.amountMinor, order.totalMinor]).sort(),
    ).toEqual([
      ['FINISHED', 'DOMESTIC', 5_000, 5_050],
      ['INIT', 'INTERNATIONAL', 1_000, 1_050],
    ]);
    const rows = await database.db
      .select()
      .from(activities)
      .where(eq(activities.userId, demo!.id))
      .orderBy(activities.id);
    expect(rows.map((row) => [row.type, row.reason, row.amountMinor, row.balanceAfterMinor])).toEqual([
      ['TOP_UP', 'pay_order', 5_000, 5_000],
      ['TOP_UP', 'admin_recharge', 2_000, 7_000],
    ]);
    expect(rows[0]!.payOrderId).toBe(orders.find((order) => order.status === 'FINISHED')!.id);
  });

  it('writes no wallet history without SEED_DEMO', async () => {
    await seed(database.db, loadConfig({ SEED_DEMO: 'false' }));
    expect(await database.db.select().from(activities)).toEqual([]);
    expect(await database.db.select().from(payOrders)).toEqual([]);
  });
});
