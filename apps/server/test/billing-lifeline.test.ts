import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { cardLifelines, notifyEvents } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  dailyFees,
  expectBooksBalanced,
  fund,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { bearer, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, mails as mailsOf } from './helpers/deliveries.ts';
import { adminRecharge, customerAndAdmin } from './helpers/wallet.ts';
import { usageCsv } from './usage-fixtures.ts';

// The lifeline (issue #70, decision 0096): a card the daily run would suspend for lack of credit, without a
// bridge, is slowed instead for LIFELINE_DAYS days or LIFELINE_MB megabytes and charged nothing; then it is
// suspended as before, exactly once. A top-up ends it with the day paid.

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

interface Person {
  user: { username: string; password: string; email: string; id: number };
}
const headersOf = async (who: Person) =>
  bearer((await login(t, who.user.username, who.user.password)).accessToken);

const actionsOf = async (cardId: number) =>
  (await carrierCommandsOf(t.database.db, cardId)).map((command) => command.action);
const lifelinesOf = (cardId: number) =>
  t.database.db.select().from(cardLifelines).where(eq(cardLifelines.cardId, cardId));
const billingOf = async (who: Person, cardId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/billing/cards/${cardId}`, headers: await headersOf(who) })
  ).json().data;

/**
 * A traveller with one card at $1.50 a day and $3.00: Dec 1 and 2 are paid, Dec 3's fee is not. The lifeline:
 * 3 days or 50 MB at 128 kbps.
 */
const traveller = async () => {
  t = await buildTestApp({ LIFELINE_DAYS: '3', LIFELINE_MB: '50', LIFELINE_KBPS: '128' });
  moveTo(t, '2026-12-01');
  const { customer, admin } = await customerAndAdmin(t);
  await fund(t, customer.user.id, 300);
  const { daily500 } = await catalogue(t);
  const cardId = await cardOf(t, customer.user.id, { status: 'USING', currentPlanId: daily500.id });
  await run('2026-12-01');
  await run('2026-12-02');
  expect(await balanceOf(t, customer.user.id)).toBe(0);
  return { customer, admin, cardId };
};

describe('the lifeline', () => {
  it('slows a card the balance cannot pay instead of suspending it, tells, then suspends it once', async () => {
    const { customer, cardId } = await traveller();
    const day = await run('2026-12-03');
    expect(day).toMatchObject({ charged: 0, suspended: 0, lifelinesStarted: 1 });
    expect((await readCardRow(t, cardId)).status).toBe('USING');
    expect(await actionsOf(cardId)).toEqual(['THROTTLE']);
    expect((await dailyFees(t, cardId)).map((fee) => fee.tradeDate)).toEqual(['2026-12-01', '2026-12-02']);
    expect((await billingOf(customer, cardId)).lifeline).toEqual({
      startedOn: '2026-12-03',
      endsAfter: '2026-12-05',
      megabytes: 50,
      speedKbps: 128,
      usedKb: 0,
    });
    // the balance's runway counts the day the lifeline left unpaid: a top-up pays it first
    const runway = await t.app.inject({
      method: 'GET',
      url: '/api/billing/runway',
      headers: await headersOf(customer),
    });
    expect(runway.json().data).toMatchObject({ coveredUntil: '2026-12-02', dueTodayMinor: 150 });
    // "Not connecting?" answers with the lifeline and its fix
    const doctor = await t.app.inject({
      method: 'GET',
      url: `/api/sims/${cardId}/connection`,
      headers: await headersOf(customer),
    });
    expect(doctor.json().data.finding).toBe('card_lifeline');
    // told through the one place: the inbox, and a mail in the customer's words
    const events = await t.database.db
      .select()
      .from(notifyEvents)
      .where(eq(notifyEvents.userId, customer.user.id));
    expect(events.map((event) => event.kind)).toContain('lifeline.started');
    const [mail] = await mailsOf(t.database.db, { to: customer.user.email, mailKind: 'lifeline_started' });
    expect(mail!.text).toContain('128 kbps');
    expect(mail!.text).toContain('50 MB');

    // its days: charged nothing, still slowed
    for (const next of ['2026-12-04', '2026-12-05']) {
      expect(await run(next)).toMatchObject({ charged: 0, suspended: 0, lifelinesStarted: 0 });
    }
    expect(await dailyFees(t, cardId)).toHaveLength(2);
    // the day after its last: back to full speed at the network, then suspended as before, exactly once
    expect(await run('2026-12-06')).toMatchObject({ suspended: 1, lifelinesStarted: 0, lifelinesEnded: 1 });
    expect(await actionsOf(cardId)).toEqual(['THROTTLE', 'UNTHROTTLE', 'PAUSE']);
    expect(await readCardRow(t, cardId)).toMatchObject({
      status: 'SUSPEND',
      suspendReason: 'insufficient_credit',
    });
    expect(await lifelinesOf(cardId)).toMatchObject([{ ending: 'days' }]);
    expect((await billingOf(customer, cardId)).lifeline).toBeNull();
    expect(
      await mailsOf(t.database.db, { to: customer.user.email, mailKind: 'card_suspended' }),
    ).toHaveLength(1);
    expect(await balanceOf(t, customer.user.id)).toBe(0);
  });

  it('ends when its megabytes are spent, at the import, with one suspension', async () => {
    const { customer, cardId } = await traveller();
    await run('2026-12-03');
    const iccid = (await readCardRow(t, cardId)).iccid;
    // 30 MB: still on it, and My SIMs says how much is used
    await importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, '2026-12-03', 'HK', 'Hong Kong', 30 * 1024]])));
    expect((await billingOf(customer, cardId)).lifeline).toMatchObject({ usedKb: 30 * 1024 });
    expect((await readCardRow(t, cardId)).status).toBe('USING');
    // 51 MB in all: ended, suspended, told
    await importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, '2026-12-03', 'HK', 'Hong Kong', 51 * 1024]])));
    expect(await readCardRow(t, cardId)).toMatchObject({
      status: 'SUSPEND',
      suspendReason: 'insufficient_credit',
    });
    expect(await lifelinesOf(cardId)).toMatchObject([{ ending: 'megabytes' }]);
    expect(await actionsOf(cardId)).toEqual(['THROTTLE', 'UNTHROTTLE', 'PAUSE']);
    expect(
      await mailsOf(t.database.db, { to: customer.user.email, mailKind: 'card_suspended' }),
    ).toHaveLength(1);
    // the next day's run finds nothing to do: no second suspension, no second lifeline
    expect(await run('2026-12-04')).toMatchObject({ suspended: 0, lifelinesStarted: 0, lifelinesEnded: 0 });
    expect(await actionsOf(cardId)).toEqual(['THROTTLE', 'UNTHROTTLE', 'PAUSE']);
  });

  it('ends at a top-up with the day paid, and is given once in its period', async () => {
    const { customer, admin, cardId } = await traveller();
    await run('2026-12-03');
    moveTo(t, '2026-12-03', '15:00:00Z');
    await adminRecharge(
      t,
      (await login(t, admin.user.username, admin.user.password)).accessToken,
      customer.user.username,
      400,
    );
    // today's fee paid from the top-up, full speed again
    expect((await dailyFees(t, cardId)).map((fee) => fee.tradeDate)).toContain('2026-12-03');
    expect(await balanceOf(t, customer.user.id)).toBe(250);
    expect(await actionsOf(cardId)).toEqual(['THROTTLE', 'UNTHROTTLE']);
    expect(await lifelinesOf(cardId)).toMatchObject([{ ending: 'topped_up' }]);
    expect((await billingOf(customer, cardId)).lifeline).toBeNull();
    // Dec 4 paid; Dec 5 short again within 30 days of the last lifeline: suspended, no second lifeline
    expect(await run('2026-12-04')).toMatchObject({ charged: 1 });
    expect(await run('2026-12-05')).toMatchObject({ suspended: 1, lifelinesStarted: 0 });
    expect(await lifelinesOf(cardId)).toHaveLength(1);
    expect((await readCardRow(t, cardId)).status).toBe('SUSPEND');
  });

  it("is the operator's to set, and 0 turns it off", async () => {
    const { admin, customer, cardId } = await traveller();
    const headers = await headersOf(admin);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/billing/lifeline', headers });
    expect(read.json().data).toEqual({
      days: 3,
      megabytes: 50,
      speedKbps: 128,
      enabled: true,
      updatedAt: null,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/billing/lifeline',
      headers,
      payload: { days: 30, megabytes: 50, speedKbps: 128 },
    });
    expect(bad.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/billing/lifeline',
      headers,
      payload: { days: 0, megabytes: 50, speedKbps: 128 },
    });
    expect(off.json().data).toMatchObject({ days: 0, enabled: false });
    // a customer may not
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/billing/lifeline',
      headers: await headersOf(customer),
      payload: { days: 3, megabytes: 50, speedKbps: 128 },
    });
    expect(refused.statusCode).toBe(403);
    expect(await run('2026-12-03')).toMatchObject({ suspended: 1, lifelinesStarted: 0 });
    expect(await actionsOf(cardId)).toEqual(['PAUSE']);
  });
});
