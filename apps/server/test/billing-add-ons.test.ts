import { addOnPurchaseResultSchema } from '@simportal/contract/api/billing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, addOns, cardAddOns } from '../src/schema.ts';
import { balanceOf, cardOf, catalogue, customer, expectBooksBalanced, moveTo } from './billing-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// Buying add-on packs for a card (POST /api/sims/:id/add-ons): one test per rule and per error key.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

const buy = (headers: Record<string, string>, cardId: number, addOnId: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sims/${cardId}/add-ons`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: addOnId === undefined ? {} : { addOnId },
  });

const pack = async (code: string) => {
  const [row] = await t.database.db.select().from(addOns).where(eq(addOns.code, code));
  return row!;
};

const cardInUse = async (balance: number) => {
  const { asia30 } = await catalogue(t);
  const owner = await customer(t, balance);
  const card = await cardOf(t, owner.user.id, {
    status: 'USING',
    currentPlanId: asia30.id,
    cycleStartDay: '2026-12-01',
  });
  return { owner, card };
};

describe('buying an add-on', () => {
  it('debits the price as ADD_ON_PURCHASE and grows the allowance by the pack at once', async () => {
    const { owner, card } = await cardInUse(1_000);
    const oneGb = await pack('addon-1gb');
    const res = await buy(owner.headers, card, oneGb.id);
    expect(res.statusCode, res.body).toBe(201);
    const result = addOnPurchaseResultSchema.parse(res.json().data);
    expect(result).toMatchObject({
      replayed: false,
      balanceMinor: 500,
      purchase: {
        cardId: card,
        addOnId: oneGb.id,
        trafficMb: 1024,
        priceMinor: 500,
        businessDay: '2026-12-01',
      },
    });
    expect(result.card.allowance).toMatchObject({ addOnKb: 1024 * 1024, totalKb: (10_240 + 1024) * 1024 });
    const [debit] = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, owner.user.id), eq(activities.type, 'ADD_ON_PURCHASE')));
    expect(debit).toMatchObject({
      amountMinor: -500,
      balanceAfterMinor: 500,
      cardId: card,
      reason: 'add_on_purchase',
    });
    expect(await balanceOf(t, owner.user.id)).toBe(500);
  });

  it('answers a retry with the same Idempotency-Key once, and a different purchase under it with 409', async () => {
    const { owner, card } = await cardInUse(1_000);
    const small = await pack('addon-500mb');
    const first = await buy(owner.headers, card, small.id, 'retry-key-0001');
    const again = await buy(owner.headers, card, small.id, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.replayed).toBe(true);
    expect(again.json().data.purchase.id).toBe(first.json().data.purchase.id);
    expect(await balanceOf(t, owner.user.id)).toBe(700);
    expectError(
      await buy(owner.headers, card, (await pack('addon-1gb')).id, 'retry-key-0001'),
      'idempotency_conflict',
    );
    const rows = await t.database.db.select().from(cardAddOns).where(eq(cardAddOns.cardId, card));
    expect(rows).toHaveLength(1);
  });

  it("counts only the current holder's packs", async () => {
    const { owner, card } = await cardInUse(1_000);
    const small = await pack('addon-500mb');
    await buy(owner.headers, card, small.id);
    // the card changes hands: the earlier holder's traffic does not come with it
    const next = await customer(t, 0);
    t.clock.advance(1000);
    await t.database.db.execute(
      sql`update sim_cards set user_id = ${next.user.id}, bound_at = ${t.clock.now().toISOString()}::timestamptz where id = ${card}`,
    );
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/billing/cards/${card}`,
      headers: next.headers,
    });
    expect(view.json().data.allowance.addOnKb).toBe(0);
  });
});

describe('what cannot be bought', () => {
  it('basic_plan_required for a card without a basic plan', async () => {
    const owner = await customer(t, 1_000);
    const card = await cardOf(t, owner.user.id);
    expectError(await buy(owner.headers, card, (await pack('addon-500mb')).id), 'basic_plan_required');
    expect(await balanceOf(t, owner.user.id)).toBe(1_000);
  });

  it('package_not_active for a card whose plan is paused, suspended or not active', async () => {
    const { daily500 } = await catalogue(t);
    const owner = await customer(t, 1_000);
    const small = await pack('addon-500mb');
    for (const status of ['PAUSED', 'SUSPEND', 'NOT_ACTIVE'] as const) {
      const card = await cardOf(t, owner.user.id, { status, currentPlanId: daily500.id });
      expectError(await buy(owner.headers, card, small.id), 'package_not_active');
    }
    expect(await balanceOf(t, owner.user.id)).toBe(1_000);
  });

  it('insufficient_credit when the balance is short: nothing is bought', async () => {
    const { owner, card } = await cardInUse(299);
    const data = expectError(
      await buy(owner.headers, card, (await pack('addon-500mb')).id),
      'insufficient_credit',
    );
    expect(data).toEqual({ requiredMinor: 300, balanceMinor: 299 });
    expect(await t.database.db.select().from(cardAddOns).where(eq(cardAddOns.cardId, card))).toEqual([]);
  });

  it("not_found for another customer's card or an unknown pack; validation_failed without a pack", async () => {
    const { card } = await cardInUse(1_000);
    const stranger = await customer(t, 1_000);
    expectError(await buy(stranger.headers, card, (await pack('addon-500mb')).id), 'not_found');
    const { owner, card: mine } = await cardInUse(1_000);
    expectError(await buy(owner.headers, mine, 999_999), 'not_found');
    expectError(await buy(owner.headers, mine, undefined), 'validation_failed');
  });
});
