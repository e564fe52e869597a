import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeliveryRounds } from '../src/commands/delivery-rounds.ts';
import { remindOverduePayOrders } from '../src/modules/wallet/pay-order-reminders.ts';
import { payOrders, users } from '../src/schema.ts';
import { bearer, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails } from './helpers/deliveries.ts';
import { createPayOrder, expectLedgerClean } from './helpers/wallet.ts';

// Issue #32, decision 0036: a pay order left unconfirmed PAY_ORDER_REMIND_AFTER_MINUTES (60 here, the default)
// is mailed to every administrator once more, by the delivery worker's round, never twice, never before the
// time, never for a cancelled or confirmed order; the admin's list marks it overdue. The test clock moves time.

const MINUTE = 60_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

const remindersOf = async (reference: string, to?: string) =>
  (await mails(t.database.db, { mailKind: 'pay_order_reminder', ...(to ? { to } : {}) })).filter((mail) =>
    mail.subject.includes(reference),
  );

const administratorCount = async () =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.level, 1))).length;

/** One round of the delivery worker, as the server runs it every JOB_WORKER_INTERVAL_SECONDS. */
const workerRound = async () => startDeliveryRounds(t.ctx, silent).stop();

const newOrder = async (headers: Record<string, string>, amountMinor: number) => {
  const res = await createPayOrder(t, headers, { amountMinor, method: 'INTERNATIONAL' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
};

describe('the reminder of a pay order left unconfirmed', () => {
  it('goes once to every administrator in their language after the time, not before, nor for a cancelled or confirmed order', async () => {
    const admin = await signedInUser(t, { level: 1 });
    const chineseAdmin = await signedInUser(t, { level: 1 });
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, chineseAdmin.user.id));
    const customer = await signedInUser(t);
    const headers = bearer(customer.tokens.accessToken);
    const waiting = await newOrder(headers, 5_000);
    const cancelled = await newOrder(headers, 1_000);
    const confirmed = await newOrder(headers, 2_000);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/pay-orders/${cancelled.id}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/admin/pay-orders/${confirmed.id}/confirm`,
      headers: bearer(admin.tokens.accessToken),
    });
    expect(confirm.statusCode).toBe(200);

    t.clock.advance(59 * MINUTE);
    await workerRound();
    expect(await remindersOf(waiting.reference)).toHaveLength(0);

    t.clock.advance(2 * MINUTE);
    await workerRound();
    const [english] = await remindersOf(waiting.reference, admin.user.email);
    expect(english?.subject).toBe(`Reminder: pay order ${waiting.reference} ($50.00) is still waiting`);
    expect(english?.text).toContain('more than 1 hour ago');
    expect(english?.text).toContain(`/adminMode?order=${waiting.reference}`);
    expect(english?.text).toContain('$52.50');
    const [chinese] = await remindersOf(waiting.reference, chineseAdmin.user.email);
    expect(chinese?.locale).toBe('zh-CN');
    expect(chinese?.subject).toMatch(
      new RegExp(`^提醒：支付订单 ${waiting.reference}（.*50\\.00）仍待确认$`),
    );
    expect(chinese?.text).toContain('已等待超过 1 小时');
    expect(chinese?.text).toContain(`/adminMode?order=${waiting.reference}`);
    expect(await remindersOf(waiting.reference)).toHaveLength(await administratorCount());
    const [row] = await t.database.db.select().from(payOrders).where(eq(payOrders.id, waiting.id));
    expect(row!.remindedAt).not.toBeNull();

    expect(await remindersOf(cancelled.reference)).toHaveLength(0);
    expect(await remindersOf(confirmed.reference)).toHaveLength(0);

    // later rounds, however many, send nothing more
    t.clock.advance(600 * MINUTE);
    await workerRound();
    expect(await remindOverduePayOrders(t.ctx)).toBe(0);
    expect(await remindersOf(waiting.reference)).toHaveLength(await administratorCount());
  });

  it('is claimed once when two rounds run together (two instances), and the admin list marks the order overdue', async () => {
    const customer = await signedInUser(t);
    const order = await newOrder(bearer(customer.tokens.accessToken), 3_000);
    const fresh = await newOrder(bearer(customer.tokens.accessToken), 4_000);
    await t.database.db
      .update(payOrders)
      .set({ createdAt: new Date(t.clock.now().getTime() - 61 * MINUTE) })
      .where(eq(payOrders.id, order.id));

    const admin = await signedInUser(t, { level: 1 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pay-orders?status=INIT&sort=oldest&pageSize=100',
      headers: bearer(admin.tokens.accessToken),
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { id: string; overdue: boolean }[];
    expect(items.find((item) => item.id === order.id)?.overdue).toBe(true);
    expect(items.find((item) => item.id === fresh.id)?.overdue).toBe(false);
    expect(items.findIndex((item) => item.id === order.id)).toBeLessThan(
      items.findIndex((item) => item.id === fresh.id),
    );

    const claimed = await Promise.all([remindOverduePayOrders(t.ctx), remindOverduePayOrders(t.ctx)]);
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await remindersOf(order.reference)).toHaveLength(await administratorCount());
    expect(await remindersOf(fresh.reference)).toHaveLength(0);
  });
});
