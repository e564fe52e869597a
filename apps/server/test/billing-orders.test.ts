import { cardBillingSchema, planOrderResultSchema } from '@simportal/contract/api/billing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { activities } from '../src/schema.ts';
import {
  balanceOf,
  cardOf,
  catalogue,
  customer,
  dailyFees,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf } from './helpers/deliveries.ts';
import { issueRules } from './helpers/wallet.ts';

// Ordering plans for a card (POST /api/sims/:id/plan-orders, DELETE /api/sims/:id/pending-plan) and what a
// card's billing shows (GET /api/billing/cards). One test per rule and per error key.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  moveTo(t, '2026-12-01');
  await expectBooksBalanced(t);
});
afterAll(() => t.close());

const order = (headers: Record<string, string>, cardId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/sims/${cardId}/plan-orders`, headers, payload });
const cancelPending = (headers: Record<string, string>, cardId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/sims/${cardId}/pending-plan`, headers });
const billing = (headers: Record<string, string>, cardId: number) =>
  t.app.inject({ method: 'GET', url: `/api/billing/cards/${cardId}`, headers });

const freshDay = async (day: string) => moveTo(t, day);

describe('ordering a first plan (activation)', () => {
  it('activates a card without a plan at once and charges the first day of its cycle', async () => {
    await freshDay('2026-12-01');
    const { asia30 } = await catalogue(t);
    const a = await customer(t, 1_000);
    const card = await cardOf(t, a.user.id);

    const res = await order(a.headers, card, { planId: asia30.id });
    expect(res.statusCode, res.body).toBe(200);
    const result = planOrderResultSchema.parse(res.json().data);
    expect(result).toMatchObject({
      outcome: 'ACTIVATED',
      effectiveDay: '2026-12-01',
      chargedMinor: 80,
      balanceMinor: 920,
    });
    expect(result.card).toMatchObject({ status: 'USING', todayCharged: true, cycleStartDay: '2026-12-01' });
    expect(await readCardRow(t, card)).toMatchObject({
      status: 'USING',
      currentPlanId: asia30.id,
      expireAt: null,
    });
    const fees = await dailyFees(t, card);
    expect(fees.map((f) => [f.amountMinor, f.tradeDate, f.idempotencyKey])).toEqual([
      [-80, '2026-12-01', `daily-fee:${card}:2026-12-01`],
    ]);
    const commands = await carrierCommandsOf(t.database.db, card);
    expect(commands.map((c) => c.action)).toEqual(['RESUME']);

    // the run of the same day does not charge it again; the next day charges the ordinary amount
    await runBillingDay(t.ctx, '2026-12-01', { force: true, log: console });
    expect(await dailyFees(t, card)).toHaveLength(1);
  });

  it('insufficient_credit when the balance does not cover today: nothing changes', async () => {
    await freshDay('2026-12-01');
    const { daily1g } = await catalogue(t);
    const a = await customer(t, 249);
    const card = await cardOf(t, a.user.id);
    const data = expectError(await order(a.headers, card, { planId: daily1g.id }), 'insufficient_credit');
    expect(data).toEqual({ requiredMinor: 250, balanceMinor: 249 });
    expect(await readCardRow(t, card)).toMatchObject({ status: 'NOT_ACTIVE', currentPlanId: null });
    expect(await balanceOf(t, a.user.id)).toBe(249);
    expect(await dailyFees(t, card)).toEqual([]);
  });

  it('re-activates a PAUSED or SUSPENDed card with the plan ordered, even the same one', async () => {
    await freshDay('2026-12-01');
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 1_000);
    const plan = { currentPlanId: daily500.id, cycleStartDay: '2026-11-01' };
    const paused = await cardOf(t, a.user.id, { status: 'PAUSED', ...plan });
    const suspended = await cardOf(t, a.user.id, {
      status: 'SUSPEND',
      suspendReason: 'insufficient_credit',
      ...plan,
    });
    for (const card of [paused, suspended]) {
      const res = await order(a.headers, card, { planId: daily500.id });
      expect(res.json().data).toMatchObject({ outcome: 'ACTIVATED', chargedMinor: 150 });
      expect(await readCardRow(t, card)).toMatchObject({ status: 'USING', suspendReason: null });
    }
    expect(await balanceOf(t, a.user.id)).toBe(700);
  });

  it('charges one fee a day: paused after today was paid, a new order starts its cycle tomorrow', async () => {
    await freshDay('2026-12-01');
    const { daily500, asia30 } = await catalogue(t);
    const a = await customer(t, 1_000);
    const card = await cardOf(t, a.user.id);
    await order(a.headers, card, { planId: daily500.id });
    await t.app.inject({ method: 'POST', url: `/api/sims/${card}/stop-billing`, headers: a.headers });
    const res = await order(a.headers, card, { planId: asia30.id });
    expect(res.json().data).toMatchObject({ outcome: 'ACTIVATED', chargedMinor: 0 });
    expect(await readCardRow(t, card)).toMatchObject({
      currentPlanId: asia30.id,
      cycleStartDay: '2026-12-02',
    });
    expect(await balanceOf(t, a.user.id)).toBe(850);
  });
});

describe('switching the plan of a card in use', () => {
  it('sets a pending plan from the next business day, charges nothing now, and can be cancelled', async () => {
    await freshDay('2026-12-01');
    const { daily500, daily1g } = await catalogue(t);
    const a = await customer(t, 1_000);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    const res = await order(a.headers, card, { planId: daily1g.id });
    expect(res.json().data).toMatchObject({
      outcome: 'SCHEDULED',
      effectiveDay: '2026-12-02',
      chargedMinor: 0,
    });
    const view = cardBillingSchema.parse((await billing(a.headers, card)).json().data);
    expect(view.currentPlan?.id).toBe(daily500.id);
    expect(view.pendingPlan).toMatchObject({ id: daily1g.id, fromDay: '2026-12-02', dailyFeeMinor: 250 });
    expect(await balanceOf(t, a.user.id)).toBe(1_000);

    expectError(await order(a.headers, card, { planId: daily1g.id }), 'pkg_duplicated');
    const cancelled = await cancelPending(a.headers, card);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.pendingPlan).toBeNull();
    expect(await readCardRow(t, card)).toMatchObject({ pendingPlanId: null, pendingPlanFrom: null });
    expect((await cancelPending(a.headers, card)).statusCode).toBe(200); // nothing pending: nothing changes
  });

  it('pkg_duplicated for the plan the card already uses', async () => {
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 1_000);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily500.id });
    expectError(await order(a.headers, card, { planId: daily500.id }), 'pkg_duplicated');
  });
});

describe('what may not be ordered', () => {
  it("not_found for another customer's card or an unknown plan; plan_retired for a plan withdrawn from sale", async () => {
    const { daily500, daily1g } = await catalogue(t);
    const a = await customer(t, 1_000);
    const b = await customer(t, 1_000);
    const bs = await cardOf(t, b.user.id);
    const mine = await cardOf(t, a.user.id);
    expectError(await order(a.headers, bs, { planId: daily500.id }), 'not_found');
    expectError(await cancelPending(a.headers, bs), 'not_found');
    expectError(await billing(a.headers, bs), 'not_found');
    expectError(await order(a.headers, mine, { planId: 999_999 }), 'not_found');
    await t.database.db.execute(sql`update basic_plans set active = false where id = ${daily1g.id}`);
    expectError(await order(a.headers, mine, { planId: daily1g.id }), 'plan_retired');
    await t.database.db.execute(sql`update basic_plans set active = true where id = ${daily1g.id}`);
    expect((await readCardRow(t, bs)).status).toBe('NOT_ACTIVE');
  });

  it('validation_failed without a plan (spec §5), login_expired without a session', async () => {
    const a = await customer(t);
    const card = await cardOf(t, a.user.id);
    const res = await order(a.headers, card, {});
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual(['body.planId:plan_required']);
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/sims/${card}/plan-orders`, payload: { planId: 1 } }),
      'login_expired',
    );
  });
});

describe("a card's billing (GET /api/billing/cards)", () => {
  it('shows daily fee, allowance (plan + add-ons), unknown usage and the restrict rule, in My SIMs order', async () => {
    await freshDay('2026-12-05');
    const { asia30 } = await catalogue(t);
    const a = await customer(t, 0);
    const none = await cardOf(t, a.user.id);
    t.clock.advance(1000);
    const card = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: asia30.id,
      cycleStartDay: '2026-12-01',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/cards', headers: a.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.items.map((item: { cardId: number }) => item.cardId)).toEqual([card, none]);
    const [using, empty] = page.items.map((item: unknown) => cardBillingSchema.parse(item));
    expect(using).toMatchObject({
      status: 'USING',
      businessDay: '2026-12-05',
      todayFeeMinor: 80,
      todayCharged: false,
      usedToday: null,
      usageUpdatedAt: null,
      addOnBlocker: null,
      currentPlan: { id: asia30.id, dailyFeeMinor: 80, firstDayFeeMinor: 80, restrictRule: 'STOP' },
      allowance: {
        limitType: 'PER_CYCLE',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-30',
        planKb: 10_240 * 1024,
        addOnKb: 0,
        usedKb: null,
        leftKb: 10_240 * 1024,
      },
    });
    expect(empty).toMatchObject({ currentPlan: null, allowance: null, addOnBlocker: 'basic_plan_required' });
  });
});

describe('fees charged by orders are ledger entries', () => {
  it('writes DAILY_FEE activities with the card and business day', async () => {
    await freshDay('2026-12-01');
    const { daily500 } = await catalogue(t);
    const a = await customer(t, 500);
    const card = await cardOf(t, a.user.id);
    await order(a.headers, card, { planId: daily500.id });
    const rows = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, a.user.id), eq(activities.type, 'DAILY_FEE')));
    expect(rows.map((r) => [r.cardId, r.tradeDate, r.amountMinor, r.balanceAfterMinor])).toEqual([
      [card, '2026-12-01', -150, 350],
    ]);
  });
});
