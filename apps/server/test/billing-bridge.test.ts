import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { balances, billingNotices, bridges } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { bearer, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails as mailsOf } from './helpers/deliveries.ts';
import { createPayOrder, customerAndAdmin } from './helpers/wallet.ts';

// Bridge credit (issue #58, decision 0069): while a customer's pay order waits, the daily run advances their
// cards' fees against it instead of suspending them, down to the smaller of the order's amount and
// BRIDGE_CREDIT_DAYS days of their fees below zero; the order's confirmation settles it, its cancellation ends it.

let t: TestApp;
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };
const run = (day: string) => {
  moveTo(t, day);
  return runBillingDay(t.ctx, day, quiet);
};
const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-12-${String(from + i).padStart(2, '0')}`);

interface Person {
  user: { username: string; password: string };
}
/** Signs `who` in now: the test's clock moves days, past any session's tokens. */
const headersOf = async (who: Person) =>
  bearer((await login(t, who.user.username, who.user.password)).accessToken);

const confirm = async (admin: Person, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/pay-orders/${id}/confirm`,
    headers: await headersOf(admin),
  });

/** A pay order of `amountMinor` created by the customer: its id and reference. */
const order = async (customer: Person, amountMinor: number) => {
  const res = await createPayOrder(t, await headersOf(customer), { amountMinor, method: 'DOMESTIC' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; reference: string };
};

const runwayOf = async (customer: Person) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/billing/runway', headers: await headersOf(customer) })
  ).json().data;

const overdraftOf = async (userId: number) =>
  (await t.database.db.select().from(balances).where(eq(balances.userId, userId)))[0]!.overdraft;

const bridgesOf = (userId: number) => t.database.db.select().from(bridges).where(eq(bridges.userId, userId));

/**
 * A customer who had a $10.00 top-up confirmed on Dec 1 and two cards in use at $1.50 a day each: after the runs
 * of Dec 1–3 their balance is $1.00, short of Dec 4's $3.00.
 */
const traveller = async (
  env: Record<string, string> = {},
  beforeRuns?: (customer: Person) => Promise<void>,
) => {
  t = await buildTestApp(env);
  moveTo(t, '2026-12-01');
  const { customer, admin } = await customerAndAdmin(t);
  const first = await order(customer, 1_000);
  expect((await confirm(admin, first.id)).statusCode).toBe(200);
  const { daily500 } = await catalogue(t);
  const cards = [
    await cardOf(t, customer.user.id, { status: 'USING', currentPlanId: daily500.id }),
    await cardOf(t, customer.user.id, { status: 'USING', currentPlanId: daily500.id }),
  ];
  await beforeRuns?.(customer);
  for (const day of days(1, 3)) await run(day);
  expect(await balanceOf(t, customer.user.id)).toBe(100);
  return { customer, admin, cards };
};

describe('bridge credit', () => {
  it('advances the fees against a waiting top-up instead of suspending, and says so', async () => {
    const { customer, admin, cards } = await traveller();
    const waiting = await order(customer, 5_000);
    const mailedBefore = (await mailsOf(t.database.db, { to: customer.user.email })).length;
    const day = await run('2026-12-04');
    expect(day).toMatchObject({ charged: 2, chargedMinor: 300, suspended: 0, bridgesStarted: 1 });
    // one DAILY_FEE row per card as any day, the balance below zero by what was advanced
    expect(await balanceOf(t, customer.user.id)).toBe(-200);
    for (const card of cards) expect((await readCardRow(t, card)).status).toBe('USING');
    // the limit: the smaller of the order ($50.00) and 7 days of today's fees ($21.00)
    expect(await bridgesOf(customer.user.id)).toMatchObject([
      { payOrderId: waiting.id, limitMinor: 2_100, startedDay: '2026-12-04', endedAt: null },
    ]);
    expect(await overdraftOf(customer.user.id)).toBe(2_100);
    expect((await runwayOf(customer)).bridge).toEqual({
      payOrderId: waiting.id,
      reference: waiting.reference,
      limitMinor: 2_100,
      advancedMinor: 200,
      startedDay: '2026-12-04',
      // $19.00 of room left at $3.00 a day: Dec 5–10, and Dec 11's fees do not fit
      lastDay: '2026-12-10',
    });
    // the operator's queue marks the order with what was advanced against it, to confirm it first
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pay-orders?status=INIT',
      headers: await headersOf(admin),
    });
    expect(queue.json().data.items).toMatchObject([{ id: waiting.id, advancedMinor: 200 }]);
    // the one mail about money that day: not also a runway reminder
    const mailed = await mailsOf(t.database.db, { to: customer.user.email });
    expect(mailed.slice(mailedBefore).map((m) => m.mailKind)).toEqual(['bridge_started']);
    const [mail] = await mailsOf(t.database.db, { to: customer.user.email, mailKind: 'bridge_started' });
    expect(mail!.subject).toContain(waiting.reference);
    expect(mail!.text).toContain('$3.00');
    expect(mail!.text).toContain('$21.00');
    expect(mail!.text).toContain(`/pay?order=${waiting.id}`);
    // the operator sees it on the overview
    const queues = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/queues',
      headers: await headersOf(admin),
    });
    expect(queues.json().data.advances).toEqual({ open: 1, owedMinor: 200, currency: 'USD' });
  });

  it('says where the money lands: what of the order repays the advance, and until when it runs', async () => {
    const { customer, admin } = await traveller();
    const waiting = await order(customer, 5_000);
    await run('2026-12-04');
    const adminHeaders = await headersOf(admin);
    const payOrderOf = async (id: string) =>
      (await t.app.inject({ url: `/api/wallet/pay-orders/${id}`, headers: await headersOf(customer) })).json()
        .data;
    // /pay: of the $50.00, $2.00 repays the fees advanced if it is confirmed now
    expect(await payOrderOf(waiting.id)).toMatchObject({
      status: 'INIT',
      amountMinor: 5_000,
      repaysMinor: 200,
    });
    // the Customer List marks the balance below zero as an advance, on which order, until which day
    const customers = await t.app.inject({
      url: `/api/admin/customers?q=${customer.user.username}`,
      headers: adminHeaders,
    });
    expect(customers.json().data.items).toMatchObject([
      {
        balance: -200,
        advance: {
          payOrderId: waiting.id,
          reference: waiting.reference,
          limitMinor: 2_100,
          lastDay: '2026-12-10',
        },
      },
    ]);
    // the administrator's confirmation: of which $2.00 repays the fees advanced
    const queue = await t.app.inject({ url: '/api/admin/pay-orders?status=INIT', headers: adminHeaders });
    expect(queue.json().data.items).toMatchObject([{ id: waiting.id, repaysMinor: 200 }]);
    const confirmed = await confirm(admin, waiting.id);
    expect(confirmed.json().data).toMatchObject({
      order: { status: 'FINISHED', repaysMinor: 200 },
      activity: { amountMinor: 5_000, balanceAfterMinor: 4_800 },
    });
    // /pay/paySuccess: $50.00 paid, $2.00 of it repaid the advance, $48.00 reached the balance (the header's)
    expect(await payOrderOf(waiting.id)).toMatchObject({ status: 'FINISHED', repaysMinor: 200 });
    expect(await balanceOf(t, customer.user.id)).toBe(4_800);
    const after = await t.app.inject({
      url: `/api/admin/customers?q=${customer.user.username}`,
      headers: adminHeaders,
    });
    expect(after.json().data.items).toMatchObject([{ balance: 4_800, advance: null }]);
    // an order confirmed with the balance at zero or above repaid nothing
    const next = await order(customer, 1_000);
    expect(await payOrderOf(next.id)).toMatchObject({ repaysMinor: 0 });
    await confirm(admin, next.id);
    expect(await payOrderOf(next.id)).toMatchObject({ status: 'FINISHED', repaysMinor: 0 });
  });

  it('never goes below its limit: the cards are suspended when the next day does not fit', async () => {
    const { customer, cards } = await traveller();
    await order(customer, 5_000);
    for (const day of days(4, 10)) await run(day);
    // seven days advanced from $1.00: $21.00 - $1.00 = $20.00 below zero, $1.00 of room left
    expect(await balanceOf(t, customer.user.id)).toBe(-2_000);
    const day = await run('2026-12-11');
    expect(day).toMatchObject({ charged: 0, suspended: 2, bridgesStarted: 0 });
    expect(await balanceOf(t, customer.user.id)).toBe(-2_000);
    for (const card of cards) expect((await readCardRow(t, card)).status).toBe('SUSPEND');
  });

  it('reminds nobody of a short runway while a bridge covers the fees', async () => {
    const remind = async (customer: Person, days: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/billing/runway-reminder',
        headers: await headersOf(customer),
        payload: { days },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // no reminder while the balance runs down, then one at 7 days: the bridge's day would open an episode
    const { customer } = await traveller({}, (c) => remind(c, 0));
    await remind(customer, 7);
    await order(customer, 5_000);
    expect(await run('2026-12-04')).toMatchObject({ bridgesStarted: 1, runwayReminded: 0 });
    expect(await run('2026-12-05')).toMatchObject({ charged: 2, runwayReminded: 0 });
    const notices = await t.database.db
      .select()
      .from(billingNotices)
      .where(eq(billingNotices.userId, customer.user.id));
    expect(notices.filter((notice) => notice.kind === 'runway_low')).toEqual([]);
  });

  it("the top-up's confirmation settles it: what was advanced is paid first, the cards run on", async () => {
    const { customer, admin } = await traveller();
    const waiting = await order(customer, 5_000);
    for (const day of days(4, 5)) await run(day);
    expect(await balanceOf(t, customer.user.id)).toBe(-500);
    expect((await confirm(admin, waiting.id)).statusCode).toBe(200);
    expect(await balanceOf(t, customer.user.id)).toBe(4_500);
    expect(await overdraftOf(customer.user.id)).toBe(0);
    expect(await bridgesOf(customer.user.id)).toMatchObject([{ ending: 'settled' }]);
    expect((await runwayOf(customer)).bridge).toBeNull();
    // an ordinary day again
    expect(await run('2026-12-06')).toMatchObject({ charged: 2, suspended: 0, bridgesStarted: 0 });
  });

  it('a cancelled top-up ends it: no fee goes further below zero, the cards stop, the customer is told', async () => {
    const { customer } = await traveller();
    const waiting = await order(customer, 5_000);
    await run('2026-12-04');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/pay-orders/${waiting.id}/cancel`,
      headers: await headersOf(customer),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const day = await run('2026-12-05');
    expect(day).toMatchObject({ charged: 0, suspended: 2, bridgesEnded: 1, bridgesStarted: 0 });
    expect(await balanceOf(t, customer.user.id)).toBe(-200);
    // what is owed stays owed, and no more
    expect(await overdraftOf(customer.user.id)).toBe(200);
    expect(await bridgesOf(customer.user.id)).toMatchObject([{ ending: 'cancelled' }]);
    const kinds = (await mailsOf(t.database.db, { to: customer.user.email })).map((mail) => mail.mailKind);
    expect(kinds).toEqual(expect.arrayContaining(['bridge_ended', 'card_suspended']));
    const [ended] = await mailsOf(t.database.db, { to: customer.user.email, mailKind: 'bridge_ended' });
    expect(ended!.text).toContain('$2.00');
  });

  it('needs a top-up confirmed before, and is off at BRIDGE_CREDIT_DAYS=0', async () => {
    // a customer whose only money came another way (an administrator's recharge) is suspended as before
    t = await buildTestApp();
    moveTo(t, '2026-12-01');
    const { customer } = await customerAndAdmin(t, 100);
    const { daily500 } = await catalogue(t);
    await cardOf(t, customer.user.id, { status: 'USING', currentPlanId: daily500.id });
    await order(customer, 5_000);
    expect(await run('2026-12-01')).toMatchObject({ charged: 0, suspended: 1, bridgesStarted: 0 });
    await expectBooksBalanced(t);
    await t.close();

    const { customer: off } = await traveller({ BRIDGE_CREDIT_DAYS: '0' });
    await order(off, 5_000);
    expect(await run('2026-12-04')).toMatchObject({ charged: 0, suspended: 2, bridgesStarted: 0 });
    expect(await balanceOf(t, off.user.id)).toBe(100);
  });

  it("takes a smaller order's amount as its limit", async () => {
    const { customer } = await traveller();
    // $2.50: less than 7 days of fees; it covers today's $3.00 from the $1.00 balance
    await order(customer, 250);
    await run('2026-12-04');
    expect(await bridgesOf(customer.user.id)).toMatchObject([{ limitMinor: 250 }]);
    expect(await balanceOf(t, customer.user.id)).toBe(-200);
  });
});
