import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDayStart } from '../src/business-day.ts';
import { runBillingDay, runDueDays } from '../src/commands/daily-run.ts';
import { activities, simCards } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { balanceOf, cardOf, catalogue, customer, expectBooksBalanced } from './billing-fixtures.ts';
import { login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

// A catch-up run (decision 0035): the scheduler or the database was down across midnight, the missed days are
// run later. Each must charge what an on-time run at the day's start would have: the same scenario is played
// on two databases, one run on time, one caught up, and every fee is compared.

const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };
const DAYS = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'] as const;

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) {
    await expectBooksBalanced(t);
    await t.close();
  }
});

const at = (t: TestApp, instant: Date) => {
  t.clock.reset();
  t.clock.advance(instant.getTime() - Date.now());
};
const dayStart = (t: TestApp, day: string) => businessDayStart(day, t.ctx.config.BILLING_TZ);
/** A minute after the day begins: when the scheduler runs the day. */
const runTime = (t: TestApp, day: string) => new Date(dayStart(t, day).getTime() + 60_000);
/** Midday of the day, when the customers act. */
const midday = (t: TestApp, day: string) => new Date(dayStart(t, day).getTime() + 12 * 3_600_000);

/** The same customers, cards and actions on either database; `onTime` runs each day as it begins. */
const play = async (onTime: boolean) => {
  const t = await buildTestApp({ BILLING_TZ: 'Asia/Shanghai' });
  apps.push(t);
  const { daily500, asia30 } = await catalogue(t);
  const { admin } = await adminAndCustomer(t);
  // a day later the morning's access tokens have expired: each actor signs in again
  const tokenOf = async (who: { username: string; password: string }) =>
    (await login(t, who.username, who.password)).accessToken;
  at(t, midday(t, DAYS[0]));
  const x = await customer(t, 100_000);
  const z = await customer(t, 0);
  // card A: in use all along, paused by its customer on day 2 at midday
  const a = await cardOf(t, x.user.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-01',
  });
  // card C: bound and given a plan on day 2, a new plan from day 4 ordered on day 3
  const c = await inventoryCard(t);
  // card E: stopped for lack of credit before day 1, resumed by a recharge on day 3 at midday
  const e = await cardOf(t, z.user.id, {
    status: 'SUSPEND',
    suspendReason: 'insufficient_credit',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-01',
  });
  at(t, runTime(t, DAYS[0]));
  await runDueDays(t.ctx, quiet); // the first run ever: day 1, on time in both worlds

  const runIfOnTime = async (day: string) => {
    if (!onTime) return;
    at(t, runTime(t, day));
    expect((await runBillingDay(t.ctx, day, quiet)).skipped).toBe(false);
  };

  await runIfOnTime(DAYS[1]);
  at(t, midday(t, DAYS[1]));
  expect((await call(t, await tokenOf(x.user), 'POST', `/api/sims/${a}/stop-billing`)).statusCode).toBe(200);
  expect((await bind(t, await tokenOf(x.user), c)).statusCode).toBe(201);
  const activated = await call(t, await tokenOf(x.user), 'POST', `/api/sims/${c.id}/plan-orders`, {
    planId: daily500.id,
  });
  expect(activated.json().data.outcome, activated.body).toBe('ACTIVATED');

  await runIfOnTime(DAYS[2]);
  at(t, midday(t, DAYS[2]));
  const scheduled = await call(t, await tokenOf(x.user), 'POST', `/api/sims/${c.id}/plan-orders`, {
    planId: asia30.id,
  });
  expect(scheduled.json().data.outcome, scheduled.body).toBe('SCHEDULED');
  const recharged = await call(t, await tokenOf(admin), 'POST', '/api/admin/recharges', {
    account: z.user.username,
    amountMinor: 10_000,
    reason: 'back online',
  });
  expect(recharged.statusCode, recharged.body).toBe(201);

  await runIfOnTime(DAYS[3]);
  at(t, midday(t, DAYS[3]));
  // the late world: the scheduler comes back at midday of day 4 and runs days 2, 3 and 4
  if (!onTime) expect((await runDueDays(t.ctx, quiet)).map((run) => run.businessDay)).toEqual(DAYS.slice(1));

  const fees = await t.database.db
    .select({ card: simCards.cardNumber, day: activities.tradeDate, amount: activities.amountMinor })
    .from(activities)
    .innerJoin(simCards, eq(simCards.id, activities.cardId))
    .where(eq(activities.type, 'DAILY_FEE'))
    .orderBy(asc(activities.tradeDate), asc(simCards.id));
  const label = new Map([
    [(await t.database.db.select().from(simCards).where(eq(simCards.id, a)))[0]!.cardNumber, 'A'],
    [c.cardNumber, 'C'],
    [(await t.database.db.select().from(simCards).where(eq(simCards.id, e)))[0]!.cardNumber, 'E'],
  ]);
  const statuses = await t.database.db
    .select({ id: simCards.id, status: simCards.status, plan: simCards.currentPlanId })
    .from(simCards)
    .where(eq(simCards.userId, x.user.id));
  return {
    fees: fees.map((fee) => `${fee.day} ${label.get(fee.card)} ${fee.amount}`),
    balances: [await balanceOf(t, x.user.id), await balanceOf(t, z.user.id)],
    statuses: statuses
      .map((card) => `${card.status}:${card.plan === asia30.id ? 'asia30' : card.plan}`)
      .sort(),
  };
};

describe('a catch-up run of missed days (decision 0035)', () => {
  it('charges every fee an on-time run would have: same cards, days and amounts, nothing more', async () => {
    const onTime = await play(true);
    const late = await play(false);
    expect(onTime.fees).toEqual([
      '2026-12-01 A -150',
      '2026-12-02 A -150', // in use when day 2 began; paused at midday
      '2026-12-02 C -150', // activated at midday: today's fee at once
      '2026-12-03 C -150',
      '2026-12-03 E -150', // resumed at midday by the recharge: today's fee at once
      '2026-12-04 C -80', // the plan ordered on day 3, from day 4: its first day
      '2026-12-04 E -150',
    ]);
    expect(late.fees).toEqual(onTime.fees);
    expect(late.balances).toEqual(onTime.balances);
    expect(late.statuses).toEqual(onTime.statuses);
  });
});
