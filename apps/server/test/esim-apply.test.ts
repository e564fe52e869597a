import { esimApplicationSchema, esimOfferSchema } from '@simportal/contract/api/esim';
import { simCardSchema } from '@simportal/contract/api/sims';
import { type Activity, activitySchema } from '@simportal/contract/api/wallet';
import { dailyFeeOf } from '@simportal/contract/daily-fee';
import { pageOf } from '@simportal/contract/envelope';
import { ERRORS } from '@simportal/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf as ledgerBalanceOf } from '../src/modules/ledger/balance.ts';
import { activities, basicPlans, esimProfiles, simCards } from '../src/schema.ts';
import { plansOnSale } from './admin-fixtures.ts';
import { addProfiles, apply, clearFreeStock, footprint, offer } from './esim-fixtures.ts';
import { bearer, expectError, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { customerAndAdmin, expectLedgerClean } from './helpers/wallet.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

const FEE = 700;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    ESIM_FEE: String(FEE),
    ESIM_LOW_STOCK_THRESHOLD: '0',
    SIM_LIMIT_PER_ACCOUNT: '3',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearFreeStock(t);
});

const balanceOf = async (userId: number) => (await ledgerBalanceOf(t.database.db, userId))!;

describe('GET /api/esim/offer', () => {
  it('shows the fee, the currency, the balance and whether a profile is free', async () => {
    const { customer } = await customerAndAdmin(t, 1000);
    let res = await offer(t, customer.tokens.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(esimOfferSchema.parse(res.json().data)).toEqual({
      feeMinor: FEE,
      currency: 'USD',
      balanceMinor: 1000,
      inStock: false,
      atSimLimit: false,
      planId: null,
      planFirstDayMinor: 0,
      totalMinor: FEE,
      // what the application would answer now, and the balance after it when it could be paid
      blocker: 'esim_out_of_stock',
      balanceAfterMinor: 1000 - FEE,
    });
    await addProfiles(t, 1);
    res = await offer(t, customer.tokens.accessToken);
    expect(res.json().data).toMatchObject({ inStock: true, blocker: null });
    const poor = await customerAndAdmin(t, FEE - 1);
    res = await offer(t, poor.customer.tokens.accessToken);
    expect(res.json().data).toMatchObject({ blocker: 'esim_insufficient_balance', balanceAfterMinor: null });
  });

  it('with ?planId= prices the eSIM and its plan as one purchase', async () => {
    const plans = await plansOnSale(t);
    const plan = plans.find((p) => p.cycleDays === 1) ?? plans[0]!;
    const firstDay = dailyFeeOf(plan).firstDayMinor;
    await addProfiles(t, 1);
    const { customer } = await customerAndAdmin(t, FEE + firstDay);
    const res = await offer(t, customer.tokens.accessToken, plan.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      planId: plan.id,
      planFirstDayMinor: firstDay,
      totalMinor: FEE + firstDay,
      blocker: null,
      balanceAfterMinor: 0,
    });
    const short = await customerAndAdmin(t, FEE + firstDay - 1);
    expect((await offer(t, short.customer.tokens.accessToken, plan.id)).json().data).toMatchObject({
      blocker: 'esim_insufficient_balance',
      balanceAfterMinor: null,
    });
    expectError(await offer(t, customer.tokens.accessToken, 2_000_000), 'not_found');
  });

  it('needs a login', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/esim/offer' }), 'login_expired');
  });
});

describe('POST /api/esim/applications', () => {
  it('debits the fee, assigns a profile and adds a NOT_ACTIVE eSIM card to the account', async () => {
    const { customer } = await customerAndAdmin(t, 1000);
    const [profile] = await addProfiles(t, 2);
    const res = await apply(t, customer.tokens.accessToken);
    expect(res.statusCode, res.body).toBe(201);
    const application = esimApplicationSchema.parse(res.json().data);
    expect(application).toMatchObject({ feeMinor: FEE, balanceMinor: 300 });
    expect(application.card).toMatchObject({
      type: 'ESIM',
      status: 'NOT_ACTIVE',
      iccid: profile!.iccid,
      cardNumber: profile!.iccid,
      currentPlan: null,
      canStopBilling: false,
    });
    expect(await balanceOf(customer.user.id)).toBe(300);

    const [activity] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.id, application.activityId));
    expect(activity).toMatchObject({
      type: 'ESIM_APPLY',
      reason: 'esim_apply',
      amountMinor: -FEE,
      balanceAfterMinor: 300,
      cardId: application.card.id,
      userId: customer.user.id,
    });
    const [assigned] = await t.database.db
      .select()
      .from(esimProfiles)
      .where(eq(esimProfiles.id, profile!.id));
    expect(assigned).toMatchObject({
      status: 'ASSIGNED',
      cardId: application.card.id,
      assignedUserId: customer.user.id,
    });
    expect(assigned!.assignedAt).toBeInstanceOf(Date);

    // the card is on My SIMs like any other
    const list = await t.app.inject({ method: 'GET', url: '/api/sims', headers: customer.headers });
    const cards = list.json().data.items.map((c: unknown) => simCardSchema.parse(c));
    expect(cards.map((c: { id: number }) => c.id)).toContain(application.card.id);
    await expectLedgerClean(t);
  });

  it('answers a retry with the same Idempotency-Key once: one card, one debit', async () => {
    const { customer } = await customerAndAdmin(t, 2000);
    await addProfiles(t, 3);
    const first = await apply(t, customer.tokens.accessToken, 'esim-retry-key-1');
    const again = await apply(t, customer.tokens.accessToken, 'esim-retry-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await footprint(t, customer.user.id)).toMatchObject({ cards: 1, profiles: 1 });
    expect(await balanceOf(customer.user.id)).toBe(2000 - FEE);
    // another key is another application
    expect((await apply(t, customer.tokens.accessToken, 'esim-retry-key-2')).statusCode).toBe(201);
    expect(await balanceOf(customer.user.id)).toBe(2000 - 2 * FEE);
    await expectLedgerClean(t);
  });

  it('refuses with esim_insufficient_balance and changes nothing when the balance is short', async () => {
    const { customer } = await customerAndAdmin(t, FEE - 1);
    const [profile] = await addProfiles(t, 1);
    const before = await footprint(t, customer.user.id);
    const res = await apply(t, customer.tokens.accessToken);
    expect(expectError(res, 'esim_insufficient_balance')).toEqual({
      requiredMinor: FEE,
      balanceMinor: FEE - 1,
    });
    expect(ERRORS.esim_insufficient_balance.status).toBe(409);
    expect(await balanceOf(customer.user.id)).toBe(FEE - 1);
    expect(await footprint(t, customer.user.id)).toEqual(before);
    const [still] = await t.database.db.select().from(esimProfiles).where(eq(esimProfiles.id, profile!.id));
    expect(still).toMatchObject({ status: 'AVAILABLE', cardId: null, assignedUserId: null });
    await expectLedgerClean(t);
  });

  describe('with a plan: the eSIM and its plan in one purchase (issue #33)', () => {
    const dailyPlan = async () => {
      const plans = await plansOnSale(t);
      const plan = plans.find((p) => p.cycleDays === 1) ?? plans[0]!;
      return { plan, firstDay: dailyFeeOf(plan).firstDayMinor };
    };

    it('takes the fee and the first day in one transaction: the card is in use on the plan', async () => {
      const { plan, firstDay } = await dailyPlan();
      const { customer } = await customerAndAdmin(t, 5000);
      await addProfiles(t, 1);
      const res = await apply(t, customer.tokens.accessToken, 'esim-with-plan-1', { planId: plan.id });
      expect(res.statusCode, res.body).toBe(201);
      const application = esimApplicationSchema.parse(res.json().data);
      expect(application).toMatchObject({
        feeMinor: FEE,
        planChargedMinor: firstDay,
        balanceMinor: 5000 - FEE - firstDay,
      });
      expect(application.card).toMatchObject({ type: 'ESIM', status: 'USING', currentPlan: { id: plan.id } });
      expect(await balanceOf(customer.user.id)).toBe(5000 - FEE - firstDay);
      const kinds = await t.database.db
        .select({ type: activities.type })
        .from(activities)
        .where(eq(activities.cardId, application.card.id))
        .orderBy(activities.id);
      expect(kinds.map((row) => row.type)).toEqual(['ESIM_APPLY', 'DAILY_FEE']);
      // a retry answers the same purchase, and charges nothing more
      const again = await apply(t, customer.tokens.accessToken, 'esim-with-plan-1', { planId: plan.id });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toEqual(res.json().data);
      expect(await balanceOf(customer.user.id)).toBe(5000 - FEE - firstDay);
      await expectLedgerClean(t);
    });

    it('refuses the whole purchase when the balance covers the fee but not the first day', async () => {
      const { plan, firstDay } = await dailyPlan();
      const { customer } = await customerAndAdmin(t, FEE + firstDay - 1);
      const [profile] = await addProfiles(t, 1);
      const before = await footprint(t, customer.user.id);
      const res = await apply(t, customer.tokens.accessToken, undefined, { planId: plan.id });
      expect(expectError(res, 'esim_insufficient_balance')).toEqual({
        requiredMinor: FEE + firstDay,
        balanceMinor: FEE + firstDay - 1,
      });
      expect(await balanceOf(customer.user.id)).toBe(FEE + firstDay - 1);
      expect(await footprint(t, customer.user.id)).toEqual(before);
      const [still] = await t.database.db.select().from(esimProfiles).where(eq(esimProfiles.id, profile!.id));
      expect(still).toMatchObject({ status: 'AVAILABLE', cardId: null });
      await expectLedgerClean(t);
    });

    it('refuses a plan that does not exist or is no longer sold, before taking anything', async () => {
      const { customer } = await customerAndAdmin(t, 5000);
      await addProfiles(t, 1);
      expectError(await apply(t, customer.tokens.accessToken, undefined, { planId: 2_000_000 }), 'not_found');
      const { plan } = await dailyPlan();
      await t.database.db.update(basicPlans).set({ active: false }).where(eq(basicPlans.id, plan.id));
      try {
        expectError(
          await apply(t, customer.tokens.accessToken, undefined, { planId: plan.id }),
          'plan_retired',
        );
      } finally {
        await t.database.db.update(basicPlans).set({ active: true }).where(eq(basicPlans.id, plan.id));
      }
      expect(await footprint(t, customer.user.id)).toEqual({ cards: 0, activities: 1, profiles: 0 });
      expect(await balanceOf(customer.user.id)).toBe(5000);
    });

    it('shows its two Activities lines as one purchase, and a plan ordered later as a line of its own (issue #56)', async () => {
      const { plan } = await dailyPlan();
      const { customer } = await customerAndAdmin(t, 9000);
      await addProfiles(t, 2);
      const lines = async (query = '') => {
        const res = await t.app.inject({
          url: `/api/wallet/activities${query}`,
          headers: bearer(customer.tokens.accessToken),
        });
        expect(res.statusCode, res.body).toBe(200);
        return pageOf(activitySchema).parse(res.json().data).items;
      };
      const bought = esimApplicationSchema.parse(
        (await apply(t, customer.tokens.accessToken, undefined, { planId: plan.id })).json().data,
      );
      // an eSIM alone, its plan ordered two minutes later: two purchases
      const alone = esimApplicationSchema.parse((await apply(t, customer.tokens.accessToken)).json().data);
      t.clock.advance(2 * 60_000);
      try {
        const ordered = await t.app.inject({
          method: 'POST',
          url: `/api/sims/${alone.card.id}/plan-orders`,
          headers: bearer(customer.tokens.accessToken),
          payload: { planId: plan.id },
        });
        expect(ordered.statusCode, ordered.body).toBe(200);
      } finally {
        t.clock.reset();
      }

      const byCard = (items: Activity[], cardId: number) =>
        items.filter((item) => item.cardId === cardId).map((item) => [item.type, item.esimPurchaseId]);
      const items = await lines();
      expect(byCard(items, bought.card.id)).toEqual([
        ['DAILY_FEE', bought.activityId],
        ['ESIM_APPLY', bought.activityId],
      ]);
      expect(byCard(items, alone.card.id)).toEqual([
        ['DAILY_FEE', null],
        ['ESIM_APPLY', null],
      ]);
      expect(items.filter((item) => item.type === 'TOP_UP').map((item) => item.esimPurchaseId)).toEqual([
        null,
      ]);
      // a filtered view says the same
      expect(byCard(await lines('?type=DAILY_FEE'), bought.card.id)).toEqual([
        ['DAILY_FEE', bought.activityId],
      ]);
      await expectLedgerClean(t);
    });
  });

  it('refuses a customer with no balance at all the same way', async () => {
    const customer = await signedInUser(t);
    await addProfiles(t, 1);
    expectError(await apply(t, customer.tokens.accessToken), 'esim_insufficient_balance');
    expect(await footprint(t, customer.user.id)).toEqual({ cards: 0, activities: 0, profiles: 0 });
  });

  it('answers esim_out_of_stock and charges nothing when no profile is free', async () => {
    const { customer } = await customerAndAdmin(t, 5000);
    const before = await footprint(t, customer.user.id);
    expectError(await apply(t, customer.tokens.accessToken), 'esim_out_of_stock');
    expect(await balanceOf(customer.user.id)).toBe(5000);
    expect(await footprint(t, customer.user.id)).toEqual(before);
    await expectLedgerClean(t);
  });

  it('skips a profile whose ICCID a SIM card already uses', async () => {
    const { customer } = await customerAndAdmin(t, 5000);
    const card = await inventoryCard(t);
    const [clash] = await addProfiles(t, 1, { iccid: card.iccid });
    expectError(await apply(t, customer.tokens.accessToken), 'esim_out_of_stock');
    const [usable] = await addProfiles(t, 1);
    const res = await apply(t, customer.tokens.accessToken);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.card.iccid).toBe(usable!.iccid);
    const [untouched] = await t.database.db.select().from(esimProfiles).where(eq(esimProfiles.id, clash!.id));
    expect(untouched!.status).toBe('AVAILABLE');
  });

  it('respects the per-account SIM limit (sim_over_limit) and charges nothing', async () => {
    const { customer } = await customerAndAdmin(t, 5000);
    for (let i = 0; i < 3; i++) await bind(t, customer.tokens.accessToken, await inventoryCard(t));
    await addProfiles(t, 1);
    expect((await offer(t, customer.tokens.accessToken)).json().data.atSimLimit).toBe(true);
    expect(expectError(await apply(t, customer.tokens.accessToken), 'sim_over_limit')).toEqual({ limit: 3 });
    expect(await balanceOf(customer.user.id)).toBe(5000);
    expect(await footprint(t, customer.user.id)).toMatchObject({ cards: 3, profiles: 0 });
  });

  it('gives an eSIM card that nobody can bind with card number, ICCID and a verify code', async () => {
    const { customer } = await customerAndAdmin(t, 1000);
    await addProfiles(t, 1);
    const card = (await apply(t, customer.tokens.accessToken)).json().data.card;
    const [row] = await t.database.db.select().from(simCards).where(eq(simCards.id, card.id));
    expect(row!.verifyCodeHash).toMatch(/^\$argon2id\$/);
    expect(row!.channelName).toBe('eSIM');
    const other = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sims',
      headers: bearer(other.tokens.accessToken),
      payload: { cardNumber: card.cardNumber, iccid: card.iccid, verifyCode: '000000' },
    });
    expectError(res, 'verify_code_incorrect');
  });

  it('needs a login', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/esim/applications' }), 'login_expired');
  });
});
