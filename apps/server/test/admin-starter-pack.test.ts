import { type AdminCard, adminCardSchema, STARTER_PACK_MAX_DAYS } from '@simportal/contract/api/admin';
import { feeForDays } from '@simportal/contract/daily-fee';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, basicPlans } from '../src/schema.ts';
import { adminAndCustomer, auditRows, call, plansOnSale } from './admin-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { issueRules } from './helpers/wallet.ts';
import { bind, inventoryCard, readCard, setCard } from './sims-fixtures.ts';

const DAY_MS = 86_400_000;

let t: TestApp;
let people: Awaited<ReturnType<typeof adminAndCustomer>>;
let plan: typeof basicPlans.$inferSelect;
let otherPlan: typeof basicPlans.$inferSelect;
beforeAll(async () => {
  t = await buildTestApp();
  people = await adminAndCustomer(t);
  [plan, otherPlan] = (await plansOnSale(t)) as [typeof plan, typeof plan];
});
afterAll(() => t.close());

const set = (cardId: number, payload: object) =>
  call(t, people.admin.token, 'POST', `/api/admin/cards/${cardId}/starter-pack`, payload);
const reset = (cardId: number, payload: object) =>
  call(t, people.admin.token, 'POST', `/api/admin/cards/${cardId}/starter-pack/reset`, payload);
const revert = (cardId: number) =>
  call(t, people.admin.token, 'DELETE', `/api/admin/cards/${cardId}/starter-pack`);

const cardOf = (res: Awaited<ReturnType<typeof set>>): AdminCard => {
  expect(res.statusCode, res.body).toBe(200);
  return adminCardSchema.parse(res.json().data);
};

/** A StarterPack card made through the API. */
const starterPack = async (days = 10) => {
  const card = await inventoryCard(t);
  cardOf(await set(card.id, { planId: plan.id, days }));
  return card;
};

describe('setting a StarterPack card (POST /api/admin/cards/:id/starter-pack)', () => {
  it('gives a free card the plan and days; the prepaid days run from now', async () => {
    const card = await inventoryCard(t);
    const before = t.clock.now().getTime();
    const set1 = cardOf(await set(card.id, { planId: plan.id, days: 30 }));
    expect(set1).toMatchObject({
      isStarterPack: true,
      starterPackDays: 30,
      starterPackPlan: { id: plan.id, name: plan.name },
      status: 'NOT_ACTIVE',
      holder: null,
    });
    const expireAt = Date.parse(set1.expireAt!);
    expect(expireAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expireAt).toBeLessThanOrEqual(t.clock.now().getTime() + 30 * DAY_MS);
    expect(Date.parse(set1.planCreatedAt!)).toBeGreaterThanOrEqual(before);

    // setting it again replaces plan, days and expiry
    const set2 = cardOf(await set(card.id, { planId: otherPlan.id, days: 5 }));
    expect(set2).toMatchObject({ starterPackDays: 5, starterPackPlan: { id: otherPlan.id } });
    expect(Date.parse(set2.expireAt!)).toBeLessThan(expireAt);
  });

  it('requires a plan and days (spec §5: plan_required, days_required)', async () => {
    const card = await inventoryCard(t);
    const cases: [object, string[]][] = [
      [{}, ['body.planId:plan_required', 'body.days:days_required']],
      [{ days: 3 }, ['body.planId:plan_required']],
      [{ planId: plan.id }, ['body.days:days_required']],
      [{ planId: plan.id, days: null }, ['body.days:days_required']],
      [{ planId: plan.id, days: 0 }, ['body.days:invalid_value']],
      [{ planId: plan.id, days: 1.5 }, ['body.days:invalid_value']],
      [{ planId: plan.id, days: STARTER_PACK_MAX_DAYS + 1 }, ['body.days:invalid_value']],
      [{ planId: 'gold', days: 3 }, ['body.planId:invalid_value']],
    ];
    for (const [payload, rules] of cases) {
      const res = await set(card.id, payload);
      expectError(res, 'validation_failed');
      expect(issueRules(res).sort(), JSON.stringify(payload)).toEqual(rules.sort());
    }
    expect((await readCard(t, card.id)).isStarterPack).toBe(false);
  });

  it('refuses a plan that is not on sale', async () => {
    const card = await inventoryCard(t);
    const [other] = await t.database.db.select().from(basicPlans).where(ne(basicPlans.id, plan.id)).limit(1);
    const [withdrawn] = await t.database.db
      .update(basicPlans)
      .set({ active: false })
      .where(eq(basicPlans.id, other!.id))
      .returning();
    const res = await set(card.id, { planId: withdrawn!.id, days: 3 });
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual(['body.planId:invalid_value']);
    expect(issueRules(await set(card.id, { planId: 999_999, days: 3 }))).toEqual([
      'body.planId:invalid_value',
    ]);
    await t.database.db.update(basicPlans).set({ active: true }).where(eq(basicPlans.id, other!.id));
  });

  it('only for a free inventory card: not bound, not deleted, no plan of its own', async () => {
    expectError(await set(999_999, { planId: plan.id, days: 3 }), 'not_found');
    const bound = await inventoryCard(t);
    expect((await bind(t, people.customer.token, bound)).statusCode).toBe(201);
    expectError(await set(bound.id, { planId: plan.id, days: 3 }), 'sim_occupied');
    const deleted = await inventoryCard(t, { deletedAt: new Date() });
    expectError(await set(deleted.id, { planId: plan.id, days: 3 }), 'sim_occupied');
    const withPlan = await inventoryCard(t, { status: 'USING', currentPlanId: plan.id });
    const data = expectError(
      await set(withPlan.id, { planId: plan.id, days: 3 }),
      'illegal_status_transition',
    );
    expect(data).toEqual({ from: 'USING', to: 'NOT_ACTIVE' });
    for (const id of [bound.id, deleted.id, withPlan.id])
      expect((await readCard(t, id)).isStarterPack).toBe(false);
  });

  it('a customer binding it gets the value of its prepaid days (billing converts it)', async () => {
    const card = await starterPack(7);
    const { customer } = await adminAndCustomer(t);
    expect((await bind(t, customer.token, card)).statusCode).toBe(201);
    expect((await readCard(t, card.id)).isStarterPack).toBe(false);
    const credits = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, customer.id), eq(activities.reason, 'starter_pack_credit')));
    expect(credits.map((row) => row.amountMinor)).toEqual([feeForDays(plan, 7)]);
    // bound now: the admin can no longer change it
    expectError(await revert(card.id), 'sim_occupied');
  });
});

describe('resetting a StarterPack card (POST /api/admin/cards/:id/starter-pack/reset)', () => {
  it('sets a new expire time', async () => {
    const card = await starterPack();
    const expireAt = new Date(t.clock.now().getTime() + 3 * DAY_MS).toISOString();
    expect(cardOf(await reset(card.id, { mode: 'expireAt', expireAt })).expireAt).toBe(expireAt);
    // an offset is accepted and stored as the instant it names
    const withOffset = '2099-05-01T08:30:00+08:00';
    expect(cardOf(await reset(card.id, { mode: 'expireAt', expireAt: withOffset })).expireAt).toBe(
      '2099-05-01T00:30:00.000Z',
    );
  });

  it('changes only the time of day, keeping the date in the given time zone', async () => {
    const card = await starterPack();
    // 2099-05-01 23:30 in Shanghai is 15:30 UTC
    await setCard(t, card.id, { expireAt: new Date('2099-05-01T15:30:00.000Z') });
    const shanghai = cardOf(
      await reset(card.id, { mode: 'timeOfDay', time: '08:15', timeZone: 'Asia/Shanghai' }),
    );
    expect(shanghai.expireAt).toBe('2099-05-01T00:15:00.000Z');
    // without a zone: BILLING_TZ (UTC in the tests)
    expect(cardOf(await reset(card.id, { mode: 'timeOfDay', time: '18:00' })).expireAt).toBe(
      '2099-05-01T18:00:00.000Z',
    );
    // across a daylight-saving date the wall time still holds (New York, summer: UTC-4)
    const ny = cardOf(
      await reset(card.id, { mode: 'timeOfDay', time: '09:00', timeZone: 'America/New_York' }),
    );
    expect(ny.expireAt).toBe('2099-05-01T13:00:00.000Z');
  });

  it('only the time of day needs an expiry to keep the date of', async () => {
    const seeded = await inventoryCard(t, {
      isStarterPack: true,
      starterPackPlanId: plan.id,
      starterPackDays: 7,
    });
    const res = await reset(seeded.id, { mode: 'timeOfDay', time: '10:00' });
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual(['body.mode:invalid_value']);
    expect((await readCard(t, seeded.id)).expireAt).toBeNull();
  });

  it('refuses an expire time that is not later than now (expire_time_past)', async () => {
    const card = await starterPack();
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const res = await reset(card.id, { mode: 'expireAt', expireAt: past });
    expectError(res, 'validation_failed');
    expect(issueRules(res)).toEqual(['body.expireAt:expire_time_past']);
    // today's date at a time already gone
    await setCard(t, card.id, { expireAt: new Date(t.clock.now().getTime() + 60_000) });
    const now = t.clock.now();
    if (now.getUTCHours() > 0 || now.getUTCMinutes() > 1) {
      expect(issueRules(await reset(card.id, { mode: 'timeOfDay', time: '00:00', timeZone: 'UTC' }))).toEqual(
        ['body.time:expire_time_past'],
      );
    }
  });

  it('validates the body', async () => {
    const card = await starterPack();
    for (const payload of [
      {},
      { mode: 'later' },
      { mode: 'expireAt' },
      { mode: 'expireAt', expireAt: 'tomorrow' },
      { mode: 'timeOfDay', time: '24:00' },
      { mode: 'timeOfDay', time: '7:5' },
      { mode: 'timeOfDay', time: '07:05', timeZone: 'Mars/Olympus' },
    ]) {
      expectError(await reset(card.id, payload), 'validation_failed');
    }
  });

  it('not_starter_pack for a normal card, not_found for none', async () => {
    const normal = await inventoryCard(t);
    const expireAt = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
    expectError(await reset(normal.id, { mode: 'expireAt', expireAt }), 'not_starter_pack');
    expectError(await reset(999_999, { mode: 'expireAt', expireAt }), 'not_found');
  });
});

describe('reverting a StarterPack card (DELETE /api/admin/cards/:id/starter-pack)', () => {
  it('makes it a normal inventory card again', async () => {
    const card = await starterPack();
    expect(cardOf(await revert(card.id))).toMatchObject({
      isStarterPack: false,
      starterPackPlan: null,
      starterPackDays: null,
      expireAt: null,
      planCreatedAt: null,
      status: 'NOT_ACTIVE',
    });
    const row = await readCard(t, card.id);
    expect([row.starterPackPlanId, row.starterPackDays]).toEqual([null, null]);
    // reverting again is refused, setting again works
    expectError(await revert(card.id), 'not_starter_pack');
    cardOf(await set(card.id, { planId: plan.id, days: 2 }));
  });

  it('not_found for an unknown card', async () => {
    expectError(await revert(999_999), 'not_found');
  });
});

describe('StarterPack changes are audited', () => {
  it('records set, reset and revert with the card and what changed', async () => {
    const { admin } = await adminAndCustomer(t);
    const card = await inventoryCard(t);
    const as = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      call(t, admin.token, method, url, payload);
    await as('POST', `/api/admin/cards/${card.id}/starter-pack`, { planId: plan.id, days: 4 });
    const expireAt = new Date(t.clock.now().getTime() + 9 * DAY_MS).toISOString();
    await as('POST', `/api/admin/cards/${card.id}/starter-pack/reset`, { mode: 'expireAt', expireAt });
    await as('DELETE', `/api/admin/cards/${card.id}/starter-pack`);
    // a refused change writes nothing
    await as('DELETE', `/api/admin/cards/${card.id}/starter-pack`);
    const rows = await auditRows(t, admin.id);
    expect(rows.map((row) => row.action)).toEqual([
      'starter_pack_revert',
      'starter_pack_reset',
      'starter_pack_set',
    ]);
    expect(rows.every((row) => row.targetCardId === card.id && row.ip === '127.0.0.1')).toBe(true);
    expect(rows[2]!.details).toMatchObject({ planId: plan.id, days: 4, cardNumber: card.cardNumber });
    expect(rows[1]!.details).toMatchObject({ mode: 'expireAt', to: expireAt });
  });
});
