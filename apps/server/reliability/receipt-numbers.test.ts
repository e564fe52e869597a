import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { issueReceipt } from '../src/modules/papers/index.ts';
import { payOrders, receipts } from '../src/schema.ts';
import { bearer, createUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { anotherInstance } from './support/app-instance.ts';
import { mintTokens } from './support/population.ts';

// Receipt numbers under concurrency (issue #71, decision 0102): 50 pay orders confirmed at once through two
// instances, while other transactions take a number and roll back; the numbers issued are 1..50 of the year, no gap
// and no repeat, one receipt per order. Races need a real PostgreSQL: PGlite is one connection.
const onPostgres = Boolean(inject('postgres'));
const ORDERS = 50;
const ROLLBACKS = 5;

describe.runIf(onPostgres)('receipt numbers under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof anotherInstance>>;

  beforeAll(async () => {
    t = await buildTestApp();
    other = await anotherInstance(t, 8);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('numbers 50 confirmations at once without a gap, a rolled-back one giving its number back', async () => {
    const admin = await createUser(t, { level: 1 });
    const adminHeaders = bearer((await mintTokens(t, admin.id)).accessToken);
    // made one after another: the password hashing queue refuses a crowd; one more that nobody confirms, for the
    // transactions that roll back (a receipt is one per pay order: one of the 50 would collide with its own)
    const orders: { id: string }[] = [];
    for (let i = 0; i <= ORDERS; i += 1) {
      const owner = await createUser(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/wallet/pay-orders',
        headers: bearer((await mintTokens(t, owner.id)).accessToken),
        payload: { amountMinor: 1_000 + i, method: i % 2 ? 'DOMESTIC' : 'INTERNATIONAL' },
      });
      expect(res.statusCode, res.body).toBe(201);
      orders.push(res.json().data);
    }
    // transactions that take a number and then fail, as a confirmation whose later step throws would
    const spareId = orders.pop()!.id;
    const [spare] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, spareId));
    const rolledBack = Array.from({ length: ROLLBACKS }, () =>
      t.database.db
        .transaction(async (tx) => {
          await issueReceipt(t.ctx, tx, spare!);
          throw new Error('rolled back');
        })
        .catch((error: Error) => error.message),
    );
    const confirmations = orders.map((order, i) =>
      (i % 2 === 0 ? t.app : other.app).inject({
        method: 'POST',
        url: `/api/admin/pay-orders/${order.id}/confirm`,
        headers: adminHeaders,
      }),
    );
    const answers = await Promise.all(confirmations);
    expect(answers.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    expect(await Promise.all(rolledBack)).toEqual(Array.from({ length: ROLLBACKS }, () => 'rolled back'));

    const issued = await t.database.db.select().from(receipts).orderBy(asc(receipts.year), asc(receipts.seq));
    expect(new Set(issued.map((row) => row.payOrderId))).toEqual(new Set(orders.map((order) => order.id)));
    expect(new Set(issued.map((row) => row.year)).size).toBe(1);
    const gaps = issued.filter((row, i) => row.seq !== i + 1).length;
    expect(gaps).toBe(0);
    expect(issued.map((row) => row.seq)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
  });
});
