import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAY_ORDERS_WAITING_MAX } from '../src/modules/wallet/pay-orders.ts';
import { activities, auditLog, balances, payOrders } from '../src/schema.ts';
import { enterView } from './admin-fixtures.ts';
import { expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createPayOrder, customerAndAdmin, expectLedgerClean } from './helpers/wallet.ts';

// Issue #32, decision 0036: a customer cancels their own unconfirmed pay order; no money moves, and a cancel
// racing the administrator's confirmation never lets both succeed.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => expectLedgerClean(t));
afterAll(() => t.close());

const cancel = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/wallet/pay-orders/${id}/cancel`, headers });
const confirm = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/pay-orders/${id}/confirm`, headers });

const newOrder = async (headers: Record<string, string>, amountMinor = 2_000) => {
  const res = await createPayOrder(t, headers, { amountMinor, method: 'DOMESTIC' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
};

const stored = async (id: string) =>
  (await t.database.db.select().from(payOrders).where(eq(payOrders.id, id)))[0]!;

const cancelAudits = (orderId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'pay_order_cancel'))
    .then((rows) => rows.filter((row) => (row.details as { orderId?: string }).orderId === orderId));

describe('cancelling a pay order', () => {
  it('moves the owner’s INIT order to CANCELLED, audited once, answers a repeat alike, and moves no money', async () => {
    const { customer } = await customerAndAdmin(t);
    const order = await newOrder(customer.headers);

    const res = await cancel(customer.headers, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json().data;
    expect(cancelled).toMatchObject({ id: order.id, status: 'CANCELLED', finishedAt: null });
    expect(Date.parse(cancelled.cancelledAt)).not.toBeNaN();

    const again = await cancel(customer.headers, order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(cancelled);

    const entries = await cancelAudits(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: customer.user.id, targetUserId: customer.user.id });
    expect(entries[0]!.details).toMatchObject({ reference: order.reference, amountMinor: 2_000 });

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/pay-orders?status=CANCELLED`,
      headers: customer.headers,
    });
    expect(seen.json().data.items.map((item: { id: string }) => item.id)).toEqual([order.id]);
    const [owner] = await t.database.db.select().from(balances).where(eq(balances.userId, customer.user.id));
    expect(owner!.balance).toBe(0);
    expect(await t.database.db.select().from(activities).where(eq(activities.payOrderId, order.id))).toEqual(
      [],
    );
  });

  it("answers not_found for another's order or none, and leaves it waiting", async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const other = await signedInUser(t);
    const order = await newOrder(customer.headers);
    expectError(await cancel({ authorization: `Bearer ${other.tokens.accessToken}` }, order.id), 'not_found');
    expectError(await cancel(admin.headers, order.id), 'not_found');
    expectError(await cancel(customer.headers, '00000000-0000-4000-8000-000000000000'), 'not_found');
    expectError(await cancel(customer.headers, 'not-a-uuid'), 'validation_failed');
    expect((await cancel({}, order.id)).statusCode).toBe(401);
    expect((await stored(order.id)).status).toBe('INIT');
  });

  it('refuses a confirmed order (pay_order_not_cancellable), and the administrator a cancelled one (pay_order_cancelled)', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const paid = await newOrder(customer.headers, 1_500);
    expect((await confirm(admin.headers, paid.id)).statusCode).toBe(200);
    expectError(await cancel(customer.headers, paid.id), 'pay_order_not_cancellable');
    expect(await stored(paid.id)).toMatchObject({ status: 'FINISHED', cancelledAt: null });

    const withdrawn = await newOrder(customer.headers, 700);
    expect((await cancel(customer.headers, withdrawn.id)).statusCode).toBe(200);
    expectError(await confirm(admin.headers, withdrawn.id), 'pay_order_cancelled');
    expect(await stored(withdrawn.id)).toMatchObject({
      status: 'CANCELLED',
      finishedAt: null,
      confirmedBy: null,
    });
    const [owner] = await t.database.db.select().from(balances).where(eq(balances.userId, customer.user.id));
    expect(owner!.balance).toBe(1_500);
  });

  it('names the administrator who cancelled in a customer’s view as the actor', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const order = await newOrder(customer.headers);
    const view = await enterView(t, admin.tokens.accessToken, customer.user.id);
    const res = await cancel({ authorization: `Bearer ${view.accessToken}` }, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cancelAudits(order.id)).toMatchObject([
      { actorUserId: admin.user.id, targetUserId: customer.user.id },
    ]);
  });

  it('lets exactly one of a cancel and a confirmation racing on the same order succeed', async () => {
    const { customer, admin } = await customerAndAdmin(t);
    const race = (orders: { id: string }[]) =>
      Promise.all(
        orders.map(async (order, i) => {
          // alternate which request is sent first
          const [cancelled, confirmed] =
            i % 2 === 0
              ? await Promise.all([cancel(customer.headers, order.id), confirm(admin.headers, order.id)])
              : await Promise.all([
                  confirm(admin.headers, order.id),
                  cancel(customer.headers, order.id),
                ]).then(([b, a]) => [a, b] as const);
          return { order, cancelled, confirmed };
        }),
      );
    // in rounds of the orders a customer may have waiting at once (issue #67), each round's settled first
    const outcomes: Awaited<ReturnType<typeof race>> = [];
    for (let round = 0; round < 3; round++) {
      const orders = await Promise.all(
        Array.from({ length: PAY_ORDERS_WAITING_MAX }, () => newOrder(customer.headers, 1_000)),
      );
      outcomes.push(...(await race(orders)));
    }
    let credited = 0;
    for (const { order, cancelled, confirmed } of outcomes) {
      const row = await stored(order.id);
      if (cancelled.statusCode === 200) {
        expectError(confirmed, 'pay_order_cancelled');
        expect(row.status).toBe('CANCELLED');
      } else {
        expectError(cancelled, 'pay_order_not_cancellable');
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        expect(row.status).toBe('FINISHED');
        credited += 1_000;
      }
    }
    const [owner] = await t.database.db.select().from(balances).where(eq(balances.userId, customer.user.id));
    expect(owner!.balance).toBe(credited);
  });
});
