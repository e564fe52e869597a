import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { billingNotices, notifyEvents, users } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  expectBooksBalanced,
  fund,
  moveTo,
} from './billing-fixtures.ts';
import { bearer, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { mails as mailsOf } from './helpers/deliveries.ts';

// The balance runway (decision 0033): GET /api/billing/runway, and the daily run's reminder once per episode.

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
});
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };
const run = (day: string) => {
  moveTo(t, day);
  return runBillingDay(t.ctx, day, quiet);
};

const runwayOf = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/billing/runway', headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data;
};

const mailsTo = (to: string) => mailsOf(t.database.db, { to });

const runwayNotices = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(billingNotices)
      .where(eq(billingNotices.userId, userId))
      .orderBy(asc(billingNotices.businessDay), asc(billingNotices.createdAt))
  )
    .filter((n) => n.kind.startsWith('runway'))
    .map((n) => [n.kind, n.businessDay]);

describe('GET /api/billing/runway', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/runway' });
    expect(res.statusCode).toBe(401);
  });

  it('has no end when no card is in use: nothing is spent', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 1_000);
    await cardOf(t, a.user.id, { status: 'PAUSED', currentPlanId: daily500.id });
    expect(await runwayOf(a.headers)).toEqual({
      businessDay: '2026-12-01',
      balanceMinor: 1_000,
      currency: 'USD',
      cardsInUse: 0,
      coveredUntil: null,
      beyondHorizon: false,
      nextDayMinor: 0,
      dueTodayMinor: 0,
      reminderDays: 3,
      warning: false,
      topUp: null,
      bridge: null,
    });
  });

  it("walks the days by the run's rule: the run charging today does not move the end", async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 1_000);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    // before the run: today's 150 is still due, then 850 pays 5 days of 150
    expect(await runwayOf(a.headers)).toMatchObject({
      coveredUntil: '2026-12-06',
      dueTodayMinor: 150,
      nextDayMinor: 150,
      warning: false,
      // today and 30 days: 31 × 150 − 1,000
      topUp: { days: 30, neededMinor: 3_650, suggestedMinor: 3_700 },
    });
    await run('2026-12-01');
    expect(await runwayOf(a.headers)).toMatchObject({
      balanceMinor: 850,
      coveredUntil: '2026-12-06',
      dueTodayMinor: 0,
      topUp: { neededMinor: 3_650 },
    });
    // a card in use since the day's run, not charged: nothing more is charged today, it pays from tomorrow
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    expect(await runwayOf(a.headers)).toMatchObject({
      coveredUntil: '2026-12-03',
      dueTodayMinor: 0,
      nextDayMinor: 300,
    });
  });

  it('takes a card whose cycle begins later and a pending plan from its day, and warns within the window', async () => {
    const { daily500, daily1g } = await catalogue(t);
    const a = await customer(t, 1_000);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    await run('2026-12-01'); // 850 left
    // from tomorrow at 250, then 150 from the day after (its pending plan)
    await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: daily1g.id,
      cycleStartDay: '2026-12-02',
      pendingPlanId: daily500.id,
      pendingPlanFrom: '2026-12-03',
    });
    // 12-02: 150 + 250 = 400 (450 left); 12-03: 150 + 150 (150 left); 12-04: 300 does not fit
    expect(await runwayOf(a.headers)).toMatchObject({
      cardsInUse: 2,
      coveredUntil: '2026-12-03',
      nextDayMinor: 400,
      warning: true,
      topUp: { neededMinor: 400 + 29 * 300 - 850, suggestedMinor: 8_300 },
    });
  });

  it('says more than a year when the balance outlasts the walk', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 150 * 400);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    await run('2026-12-01');
    expect(await runwayOf(a.headers)).toMatchObject({ beyondHorizon: true, warning: false });
  });
});

describe('the runway reminder of the daily run', () => {
  it('mails once per episode, in the customer’s language, with the recharge page prefilled', async () => {
    const { daily500 } = await catalogue(t);
    const en = await customer(t, 500);
    const zh = await customer(t, 500);
    await t.database.db.update(users).set({ locale: 'zh-CN' }).where(eq(users.id, zh.user.id));
    for (const who of [en, zh]) await cardOf(t, who.user.id, { status: 'USING', currentPlanId: daily500.id });

    // 350 left after today: 12-02 and 12-03 are covered, 12-04 is not: 2 days < 3
    expect(await run('2026-12-01')).toMatchObject({ runwayReminded: 2, lowBalanceWarned: 0 });
    const [mail] = await mailsTo(en.user.email);
    expect(mail).toMatchObject({
      mailKind: 'runway_low',
      locale: 'en',
      subject: 'SIM Portal: your balance covers daily fees until Thursday 3 December',
    });
    expect(mail!.text).toContain(
      'Your balance of $3.50 covers the daily fees of your cards in use until Thursday 3 December ($1.50 a day).',
    );
    // 30 days of 150 less the 350: 41.50, rounded up to a whole unit
    expect(mail!.text).toContain(
      'Top up $42.00 to cover the next 30 days: http://localhost:3000/recharge?amount=42',
    );
    const [zhMail] = await mailsTo(zh.user.email);
    expect(zhMail).toMatchObject({ mailKind: 'runway_low', locale: 'zh-CN' });
    expect(zhMail!.subject).toBe('环球流量卡：余额可支付日租费至 12月3日星期四');
    expect(zhMail!.text).toContain(
      '您的余额 US$3.50 可支付使用中 SIM 卡的日租费至 12月3日星期四（每天 US$1.50）。',
    );
    expect(zhMail!.text).toContain('充值 US$42.00 即可支付未来 30 天的日租费：');

    // the next day the balance still falls short: the same episode, no second reminder
    expect(await run('2026-12-02')).toMatchObject({ runwayReminded: 0 });
    // the eve of the first day not covered: the low-balance mail, its link prefilled the same way
    expect(await run('2026-12-03')).toMatchObject({ runwayReminded: 0, lowBalanceWarned: 2 });
    const mails = await mailsTo(en.user.email);
    expect(mails.map((m) => m.mailKind)).toEqual(['runway_low', 'low_balance']);
    expect(mails[1]!.text).toContain('/recharge?amount=45'); // 30 × 150 − 50

    // a top-up that covers the window ends the episode at the next run; so does a card stopped (nothing is
    // spent any more: the Chinese customer's, whose 50 cannot pay 12-04)
    await fund(t, en.user.id, 10_000);
    expect(await run('2026-12-04')).toMatchObject({ runwayRestored: 2, suspended: 1 });
    expect(await balanceOf(t, en.user.id)).toBe(9_900);
    // …so falling short again is a new episode: reminded again, here by the eve's mail alone
    await t.database.db.execute(sql`update basic_plans set price_minor = 5000 where id = ${daily500.id}`);
    expect(await run('2026-12-05')).toMatchObject({ runwayReminded: 1 });
    expect(await runwayNotices(en.user.id)).toEqual([
      ['runway_low', '2026-12-01'],
      ['runway_restored', '2026-12-04'],
      ['runway_low', '2026-12-05'],
    ]);
    // 4,900 left < 5,000 tomorrow: one mail, the low-balance one, not two, carrying the runway's top-up
    // (30 × 5,000 − 4,900)
    const told = await mailsTo(en.user.email);
    expect(told.map((m) => m.mailKind)).toEqual(['runway_low', 'low_balance', 'low_balance']);
    expect(told[2]!.text).toContain(
      'will not cover the daily fees of your cards in use on Sunday 6 December',
    );
    expect(told[2]!.text).toContain(
      'Top up $1,451.00 to cover the next 30 days: http://localhost:3000/recharge?amount=1451',
    );
    // …and one inbox item (so one push) that says both, the runway reminder's (its webhook too): decision 0092
    const inbox = await t.database.db
      .select({ kind: notifyEvents.kind, data: notifyEvents.data })
      .from(notifyEvents)
      .where(eq(notifyEvents.userId, en.user.id))
      .orderBy(asc(notifyEvents.id));
    expect(inbox.map((item) => item.kind)).toEqual([
      'balance.runway_low',
      'balance.low',
      'balance.runway_low',
    ]);
    expect(inbox[2]!.data).toMatchObject({ short: { day: '2026-12-06', neededMinor: 5_000 } });
    // read as the customer does, with a session of today (the first one expired days ago)
    const today = bearer((await login(t, en.user.username, en.user.password)).accessToken);
    const items = (await t.app.inject({ method: 'GET', url: '/api/inbox', headers: today })).json().data
      .items;
    expect(items[0]).toMatchObject({ title: 'Top up before tomorrow', link: '/recharge?amount=1451' });
    expect(items[0].body).toContain('Top up $1,451.00 to cover the next 30 days.');
  });

  it('reminds exactly the customers the screens warn: the run and the API read one rule', async () => {
    const { daily500, daily1g, asia30 } = await catalogue(t);
    // 2500 over 30 days: 93 on each cycle's first day, 83 on the others
    await t.database.db.execute(sql`update basic_plans set price_minor = 2500 where id = ${asia30.id}`);
    const plans = [daily500.id, daily1g.id, asia30.id];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const people = [];
    for (let i = 0; i < 14; i += 1) {
      const who = await customer(t, random(1_500));
      for (let cards = 1 + random(3); cards > 0; cards -= 1) {
        const pending = random(3) === 0;
        await cardOf(t, who.user.id, {
          status: random(5) === 0 ? 'PAUSED' : 'USING',
          currentPlanId: plans[random(3)],
          cycleStartDay: `2026-11-${String(2 + random(28)).padStart(2, '0')}`,
          ...(pending
            ? { pendingPlanId: plans[random(3)], pendingPlanFrom: `2026-12-0${2 + random(3)}` }
            : {}),
        });
      }
      people.push(who);
    }
    const result = await run('2026-12-01');
    const warned = [];
    for (const who of people) if ((await runwayOf(who.headers)).warning) warned.push(who.user.id);
    const noticed = await t.database.db
      .select({ userId: billingNotices.userId })
      .from(billingNotices)
      .where(eq(billingNotices.kind, 'runway_low'));
    expect(noticed.map((n) => n.userId).sort()).toEqual(warned.sort());
    // the sample has both kinds
    expect(warned.length).toBeGreaterThan(0);
    expect(warned.length).toBeLessThan(people.length);
    expect(result.runwayReminded).toBe(warned.length);
  });

  it('leaves the reminder to today’s run when a missed day is caught up', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 500);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    moveTo(t, '2026-12-02');
    expect(await runBillingDay(t.ctx, '2026-12-01', quiet)).toMatchObject({ charged: 1, runwayReminded: 0 });
    // today's run: 200 left, 12-03 covered, 12-04 not
    expect(await runBillingDay(t.ctx, '2026-12-02', quiet)).toMatchObject({ runwayReminded: 1 });
    expect(await runwayNotices(a.user.id)).toEqual([['runway_low', '2026-12-02']]);
  });

  it('reminds nobody when RUNWAY_REMINDER_DAYS is 0', async () => {
    await t.close();
    t = await buildTestApp({ RUNWAY_REMINDER_DAYS: '0' });
    moveTo(t, '2026-12-01');
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 500);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    expect(await run('2026-12-01')).toMatchObject({ runwayReminded: 0 });
    expect(await mailsTo(a.user.email)).toEqual([]);
    expect((await runwayOf(a.headers)).warning).toBe(false);
  });
});

describe("the customer's own low-balance reminder (issue #58)", () => {
  const reminderOf = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/billing/runway-reminder', headers });
  const setReminder = (headers: Record<string, string>, days: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/billing/runway-reminder', headers, payload: { days } });

  it("is the operator's days until chosen, one of the offered ones, and each customer's own", async () => {
    const one = await customer(t);
    const other = await customer(t);
    expect((await reminderOf(one.headers)).json().data).toEqual({ days: 3, chosen: false });
    const set = await setReminder(one.headers, 7);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ days: 7, chosen: true });
    expect((await reminderOf(one.headers)).json().data).toEqual({ days: 7, chosen: true });
    expect((await reminderOf(other.headers)).json().data).toEqual({ days: 3, chosen: false });
    for (const days of [4, -1, 15, '7', null]) {
      const refused = await setReminder(one.headers, days);
      expect(refused.statusCode, JSON.stringify(days)).toBe(400);
      expect(refused.json().message).toBe('validation_failed');
    }
    expect((await setReminder(one.headers, 0)).json().data).toEqual({ days: 0, chosen: true });
    expect((await reminderOf({})).statusCode).toBe(401);
  });

  it('reminds at the days each customer chose, and the runway line warns from the same days', async () => {
    const { daily500 } = await catalogue(t);
    // 1,000 each at 150 a day: after 12-01 is charged, 850 covers 5 more days (12-02 … 12-06)
    const early = await customer(t, 1_000);
    const usual = await customer(t, 1_000);
    const never = await customer(t, 200);
    for (const who of [early, usual, never]) {
      await cardOf(t, who.user.id, { status: 'USING', currentPlanId: daily500.id });
    }
    await setReminder(early.headers, 7);
    await setReminder(never.headers, 0);

    // 5 days covered: under 7, not under the operator's 3; the one who chose never is not reminded
    expect(await run('2026-12-01')).toMatchObject({ runwayReminded: 1 });
    expect((await mailsTo(early.user.email)).map((m) => m.mailKind)).toEqual(['runway_low']);
    // the reminder's top-up ends the episode: it covers at least their 7 days, not only the operator's
    const [mail] = await mailsTo(early.user.email);
    expect(mail!.text).toContain('/recharge?amount=');
    expect(await mailsTo(usual.user.email)).toEqual([]);
    expect((await mailsTo(never.user.email)).filter((m) => m.mailKind === 'runway_low')).toEqual([]);
    expect(await runwayOf(early.headers)).toMatchObject({ reminderDays: 7, warning: true });
    expect(await runwayOf(usual.headers)).toMatchObject({ reminderDays: 3, warning: false });
    expect(await runwayOf(never.headers)).toMatchObject({ reminderDays: 0, warning: false });

    // on 12-04 the usual customer's 400 covers 2 days, within the operator's 3: reminded then, and only them
    await run('2026-12-02');
    expect(await run('2026-12-03')).toMatchObject({ runwayReminded: 0 });
    expect(await run('2026-12-04')).toMatchObject({ runwayReminded: 1 });
    expect((await mailsTo(usual.user.email)).map((m) => m.mailKind)).toEqual(['runway_low']);
  });
});
