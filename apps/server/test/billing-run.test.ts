import { asc, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBillingDay, runDueDays } from '../src/commands/daily-run.ts';
import { billingNotices, billingRuns } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  countRows,
  customer,
  dailyFees,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, mails as mailsOf } from './helpers/deliveries.ts';
import { adminRecharge } from './helpers/wallet.ts';

// The daily billing run (modules/billing/run-day.ts) on the engine of the run (PGlite, or PostgreSQL with
// npm run test:pg). Every test has a database of its own: the run charges every card in it.

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
const run = (day: string, force = false) => runBillingDay(t.ctx, day, { ...quiet, force });

describe('one business day', () => {
  it("charges every card in use its day's fee once, through the ledger, and records the day", async () => {
    const { daily500, asia30 } = await catalogue(t);
    const a = await customer(t, 1_000);
    const daily = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: daily500.id,
      cycleStartDay: '2026-11-01',
    });
    const monthly = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: asia30.id,
      cycleStartDay: '2026-12-01',
    });

    const result = await run('2026-12-01');
    expect(result).toMatchObject({ skipped: false, charged: 2, chargedMinor: 150 + 80, suspended: 0 });
    expect(await balanceOf(t, a.user.id)).toBe(1_000 - 230);
    const fees = [...(await dailyFees(t, daily)), ...(await dailyFees(t, monthly))];
    expect(fees.map((f) => [f.amountMinor, f.tradeDate, f.reason, f.idempotencyKey])).toEqual([
      [-150, '2026-12-01', 'daily_fee', `daily-fee:${daily}:2026-12-01`],
      [-80, '2026-12-01', 'daily_fee', `daily-fee:${monthly}:2026-12-01`],
    ]);
    // balance_after counts down in id order, ending at the balance
    expect(fees.map((f) => f.balanceAfterMinor)).toEqual([850, 770]);
    const [day] = await t.database.db.select().from(billingRuns);
    expect(day).toMatchObject({ businessDay: '2026-12-01', charged: 2, chargedMinor: 230, suspended: 0 });
  });

  it('is idempotent: a second run skips the day, a forced one adds no row', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 1_000);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    await run('2026-12-01');
    const before = await countRows(t, 'activities');
    expect(await run('2026-12-01')).toMatchObject({ skipped: true, charged: 0 });
    expect(await run('2026-12-01', true)).toMatchObject({ skipped: false, charged: 0, suspended: 0 });
    expect(await countRows(t, 'activities')).toBe(before);
    expect(await balanceOf(t, a.user.id)).toBe(850);
  });

  it('puts the cycle remainder on the first day of each cycle, so a cycle costs exactly its price', async () => {
    const { asia30 } = await catalogue(t);
    await t.database.db.execute(sql`update basic_plans set price_minor = 2500 where id = ${asia30.id}`);
    const a = await customer(t, 10_000);
    const card = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: asia30.id,
      cycleStartDay: '2026-11-30',
    });
    moveTo(t, '2026-12-31');
    await runDueDays(t.ctx, quiet); // first run ever: today only
    for (const day of ['2026-12-29', '2026-12-30']) await run(day);
    const fees = await dailyFees(t, card);
    expect(fees.map((f) => [f.tradeDate, f.amountMinor])).toEqual([
      ['2026-12-31', -83],
      ['2026-12-29', -83],
      ['2026-12-30', -93], // 2026-11-30 + 30 days: a new cycle
    ]);
  });

  it('never charges paused, not-active or unbound cards, nor a card whose plan starts later', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 1_000);
    const plan = { currentPlanId: daily500.id };
    const paused = await cardOf(t, a.user.id, { status: 'PAUSED', ...plan });
    const notActive = await cardOf(t, a.user.id, { status: 'NOT_ACTIVE' });
    const later = await cardOf(t, a.user.id, { status: 'USING', ...plan, cycleStartDay: '2026-12-02' });
    const unbound = await cardOf(t, a.user.id, { status: 'USING', ...plan });
    await t.database.db.execute(
      sql`update sim_cards set user_id = null, bound_at = null where id = ${unbound}`,
    );

    expect(await run('2026-12-01')).toMatchObject({ charged: 0, suspended: 0 });
    for (const card of [paused, notActive, later, unbound]) expect(await dailyFees(t, card)).toEqual([]);
    expect((await readCardRow(t, paused)).status).toBe('PAUSED');
    expect(await balanceOf(t, a.user.id)).toBe(1_000);
  });
});

describe('suspension for insufficient credit, and resumption', () => {
  it("charges a customer's cards in card order while the balance lasts and suspends the rest", async () => {
    const { daily500, daily1g } = await catalogue(t);
    const a = await customer(t, 450); // 150 + 250 fit, the third (150) does not
    const first = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    const second = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily1g.id });
    const third = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });

    expect(await run('2026-12-01')).toMatchObject({ charged: 2, chargedMinor: 400, suspended: 1 });
    expect(await balanceOf(t, a.user.id)).toBe(50);
    expect((await readCardRow(t, first)).status).toBe('USING');
    expect((await readCardRow(t, second)).status).toBe('USING');
    expect(await readCardRow(t, third)).toMatchObject({
      status: 'SUSPEND',
      suspendReason: 'insufficient_credit',
    });
    expect(await dailyFees(t, third)).toEqual([]);
    // the carrier is told to pause it, and the customer is told once
    const commands = await carrierCommandsOf(t.database.db, third);
    expect(commands.map((c) => [c.action, c.state])).toEqual([['PAUSE', 'delivered']]);
    const mails = await mailsOf(t.database.db, { to: a.user.email });
    expect(mails.map((m) => m.mailKind).sort()).toEqual(['card_suspended', 'low_balance']);
    const suspendedMail = mails.find((m) => m.mailKind === 'card_suspended')!;
    expect(suspendedMail.text).toContain((await readCardRow(t, third)).cardNumber);
    expect(suspendedMail.text).toContain('Balance now: $0.50; their fees for today: $1.50.');
    expect(suspendedMail.text).toContain('/recharge');
  });

  it('runs the day in batches of customers, each customer whole in one, with the figures of one batch', async () => {
    const { daily500, daily1g } = await catalogue(t);
    // five customers: three who can pay for everything, one who runs short on their third card, one with a
    // card waiting for tomorrow's plan change
    const paying = [];
    for (let i = 0; i < 3; i += 1) {
      const { user } = await customer(t, 1_000);
      paying.push(await cardOf(t, user.id, { status: 'USING', currentPlanId: daily500.id }));
      paying.push(await cardOf(t, user.id, { status: 'USING', currentPlanId: daily1g.id }));
    }
    const short = await customer(t, 450);
    const shortCards = [
      await cardOf(t, short.user.id, { status: 'USING', currentPlanId: daily500.id }),
      await cardOf(t, short.user.id, { status: 'USING', currentPlanId: daily1g.id }),
      await cardOf(t, short.user.id, { status: 'USING', currentPlanId: daily500.id }),
    ];
    const switching = await customer(t, 1_000);
    const switched = await cardOf(t, switching.user.id, {
      status: 'USING',
      currentPlanId: daily500.id,
      pendingPlanId: daily1g.id,
      pendingPlanFrom: '2026-12-01',
    });

    const result = await runBillingDay(t.ctx, '2026-12-01', { ...quiet, batchCustomers: 2 });
    // customers 1–2, 3–4, 5: the short customer's three cards are in one batch, so the running sum sees them all
    expect(result).toMatchObject({
      batches: 3,
      charged: 6 + 2 + 1,
      chargedMinor: 3 * 400 + 400 + 250,
      suspended: 1,
      pendingApplied: 1,
    });
    expect(result.longestBatchMs).toBeLessThanOrEqual(result.transactionMs);
    expect((await readCardRow(t, shortCards[2]!)).status).toBe('SUSPEND');
    expect((await readCardRow(t, switched)).currentPlanId).toBe(daily1g.id);
    for (const card of [...paying, ...shortCards.slice(0, 2), switched])
      expect(await dailyFees(t, card)).toHaveLength(1);
    const [day] = await t.database.db.select().from(billingRuns);
    expect(day).toMatchObject({ charged: 9, suspended: 1, pendingApplied: 1 });
    // a forced re-run in other batches finds every batch done
    expect(
      await runBillingDay(t.ctx, '2026-12-01', { ...quiet, force: true, batchCustomers: 4 }),
    ).toMatchObject({ batches: 2, charged: 0, suspended: 0, pendingApplied: 0 });
  });

  it('resumes a suspended card when a top-up covers its fee of today, and charges that day once', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 100);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    await run('2026-12-01');
    expect((await readCardRow(t, card)).status).toBe('SUSPEND');

    moveTo(t, '2026-12-02');
    await run('2026-12-02'); // still suspended: not charged, not mailed again
    expect(await dailyFees(t, card)).toEqual([]);
    const { user: admin, tokens } = await signedInUser(t, { level: 1 });
    await adminRecharge(t, tokens.accessToken, a.user.username, 100); // 200: covers 150
    expect(await readCardRow(t, card)).toMatchObject({ status: 'USING', suspendReason: null });
    const fees = await dailyFees(t, card);
    expect(fees.map((f) => [f.tradeDate, f.amountMinor, f.balanceAfterMinor])).toEqual([
      ['2026-12-02', -150, 50],
    ]);
    // the run of the same day, forced, charges it no second time
    await run('2026-12-02', true);
    expect(await dailyFees(t, card)).toHaveLength(1);
    const resumed = await carrierCommandsOf(t.database.db, card);
    expect(resumed.map((c) => c.action)).toEqual(['PAUSE', 'RESUME']);
    expect(admin.level).toBe(1);
  });

  it('a top-up too small for the fee resumes nothing', async () => {
    const { daily1g } = await catalogue(t);
    const { tokens } = await signedInUser(t, { level: 1 });
    const a = await customer(t, 0);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily1g.id });
    await run('2026-12-01');
    await adminRecharge(t, tokens.accessToken, a.user.username, 249);
    expect((await readCardRow(t, card)).status).toBe('SUSPEND');
    expect(await balanceOf(t, a.user.id)).toBe(249);
  });
});

describe('pending plans', () => {
  it('applies a pending plan on its day, with the first-day fee of its new cycle, and not before', async () => {
    const { daily500, asia30 } = await catalogue(t);
    const a = await customer(t, 5_000);
    const card = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: daily500.id,
      pendingPlanId: asia30.id,
      pendingPlanFrom: '2026-12-02',
    });
    expect(await run('2026-12-01')).toMatchObject({ pendingApplied: 0, chargedMinor: 150 });
    moveTo(t, '2026-12-02');
    expect(await run('2026-12-02')).toMatchObject({ pendingApplied: 1, chargedMinor: 80 });
    expect(await readCardRow(t, card)).toMatchObject({
      currentPlanId: asia30.id,
      pendingPlanId: null,
      pendingPlanFrom: null,
      cycleStartDay: '2026-12-02',
    });
  });
});

describe('catching up', () => {
  it('runs three missed days in order after downtime, each once', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 10_000);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    await runDueDays(t.ctx, quiet); // 2026-12-01
    moveTo(t, '2026-12-04');
    const runs = await runDueDays(t.ctx, quiet);
    expect(runs.map((r) => [r.businessDay, r.charged])).toEqual([
      ['2026-12-02', 1],
      ['2026-12-03', 1],
      ['2026-12-04', 1],
    ]);
    expect(await runDueDays(t.ctx, quiet)).toEqual([]);
    const fees = await dailyFees(t, card);
    expect(fees.map((f) => f.tradeDate)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(fees.map((f) => f.balanceAfterMinor)).toEqual([9_850, 9_700, 9_550, 9_400]);
    const days = await t.database.db.select().from(billingRuns).orderBy(asc(billingRuns.businessDay));
    expect(days.map((d) => d.businessDay)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  });

  it('refuses a day that has not begun', async () => {
    await expect(run('2026-12-02')).rejects.toThrow(RangeError);
  });
});

describe('the low-balance warning', () => {
  it("mails once, the day before, when tomorrow's fees exceed the balance", async () => {
    const { daily1g } = await catalogue(t);
    const a = await customer(t, 400); // 250 today, 150 left < 250 tomorrow
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily1g.id });
    expect(await run('2026-12-01')).toMatchObject({ charged: 1, lowBalanceWarned: 1 });
    expect(await run('2026-12-01', true)).toMatchObject({ lowBalanceWarned: 0 });
    const notices = await t.database.db.select().from(billingNotices);
    // the runway reminder's episode opens too (decision 0033), its mail carried by the low-balance one
    expect(notices.map((n) => [n.kind, n.businessDay]).sort()).toEqual([
      ['low_balance', '2026-12-02'],
      ['runway_low', '2026-12-01'],
    ]);
    const mails = await mailsOf(t.database.db, { to: a.user.email });
    expect(mails.map((m) => m.mailKind)).toEqual(['low_balance']);
    expect(mails[0]!.text).toContain('on Wednesday 2 December');
    expect(mails[0]!.text).toContain('$1.50');
    // prefilled with 30 days of 250 less the 150 left
    expect(mails[0]!.text).toContain('/recharge?amount=74');
  });
});
