import { dailyFeeOf } from '@simportal/contract/daily-fee';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { balances, basicPlans, esimProfiles, simCards } from '../src/schema.ts';
import { addProfiles, clearFreeStock } from '../test/esim-fixtures.ts';
import { bearer, signedInUser } from '../test/helpers/auth.ts';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.ts';
import { adminRecharge, expectLedgerClean } from '../test/helpers/wallet.ts';
import { anotherInstance } from './support/app-instance.ts';

// Races need a real PostgreSQL: PGlite is one connection and cannot interleave transactions.
const onPostgres = Boolean(inject('postgres'));
const INSTANCES = 3;
const FEE = 500;

describe.runIf(onPostgres)('eSIM applications under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let adminToken: string;
  /** Several API instances on the same database, each with its own pool (as behind a load balancer). */
  const instances: { inject: TestApp['app']['inject']; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ ESIM_FEE: String(FEE), SIM_LIMIT_PER_ACCOUNT: '2' });
    adminToken = (await signedInUser(t, { level: 1 })).tokens.accessToken;
    instances.push({ inject: t.app.inject.bind(t.app), close: async () => {} });
    for (let i = 1; i < INSTANCES; i++) {
      const { app, close } = await anotherInstance(t, 6);
      instances.push({ inject: app.inject.bind(app), close });
    }
  });
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.close();
    await t?.close();
  });

  const applyVia = (i: number, token: string, planId?: number) =>
    instances[i % INSTANCES]!.inject({
      method: 'POST',
      url: '/api/esim/applications',
      headers: bearer(token),
      ...(planId === undefined ? {} : { payload: { planId } }),
    });

  const customersWithBalance = (n: number, balance: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const customer = await signedInUser(t);
        await adminRecharge(t, adminToken, customer.user.username, balance);
        return customer;
      }),
    );

  it('never gives one profile to two customers; those left without one pay nothing', async () => {
    await clearFreeStock(t);
    const profiles = await addProfiles(t, 5);
    const customers = await customersWithBalance(12, FEE);
    const answers = await Promise.all(customers.map((c, i) => applyVia(i, c.tokens.accessToken)));
    const outcomes = answers.map((res) => (res.statusCode === 201 ? 'applied' : res.json().message));
    expect(
      outcomes.filter((o) => o === 'applied'),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'applied')).toEqual(Array(7).fill('esim_out_of_stock'));

    const assigned = await t.database.db.select().from(esimProfiles).where(isNotNull(esimProfiles.cardId));
    const mine = assigned.filter((p) => profiles.some((q) => q.id === p.id));
    expect(mine).toHaveLength(5);
    expect(new Set(mine.map((p) => p.cardId)).size).toBe(5);
    expect(new Set(mine.map((p) => p.assignedUserId)).size).toBe(5);
    for (const p of mine) {
      const [card] = await t.database.db.select().from(simCards).where(eq(simCards.id, p.cardId!));
      expect(card).toMatchObject({ iccid: p.iccid, userId: p.assignedUserId, type: 'ESIM' });
    }
    // winners paid the fee, the others nothing
    for (const [i, c] of customers.entries()) {
      const [row] = await t.database.db.select().from(balances).where(eq(balances.userId, c.user.id));
      expect(row!.balance).toBe(outcomes[i] === 'applied' ? 0 : FEE);
    }
    await expectLedgerClean(t);
  });

  it("holds one customer's SIM limit and balance when they apply several times at once", async () => {
    await clearFreeStock(t);
    await addProfiles(t, 10);
    const [customer] = await customersWithBalance(1, FEE * 10);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => applyVia(i, customer!.tokens.accessToken)),
    );
    const outcomes = answers.map((res) => (res.statusCode === 201 ? 'applied' : res.json().message)).sort();
    expect(outcomes).toEqual(['applied', 'applied', ...Array(4).fill('sim_over_limit')]);
    const [row] = await t.database.db.select().from(balances).where(eq(balances.userId, customer!.user.id));
    expect(row!.balance).toBe(FEE * 8);
    await expectLedgerClean(t);
  });

  it('sells an eSIM with its plan once to a balance that covers one purchase, from any instance', async () => {
    await clearFreeStock(t);
    await addProfiles(t, 6);
    const [plan] = await t.database.db
      .select()
      .from(basicPlans)
      .where(and(eq(basicPlans.active, true), eq(basicPlans.cycleDays, 1)))
      .limit(1);
    const whole = FEE + dailyFeeOf(plan!).firstDayMinor;
    const [customer] = await customersWithBalance(1, whole + whole - 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => applyVia(i, customer!.tokens.accessToken, plan!.id)),
    );
    const outcomes = answers.map((res) => (res.statusCode === 201 ? 'applied' : res.json().message)).sort();
    expect(outcomes).toEqual(['applied', ...Array(5).fill('esim_insufficient_balance')]);
    const [row] = await t.database.db.select().from(balances).where(eq(balances.userId, customer!.user.id));
    expect(row!.balance).toBe(whole - 1);
    const cards = await t.database.db.select().from(simCards).where(eq(simCards.userId, customer!.user.id));
    expect(cards.map((card) => [card.status, card.currentPlanId])).toEqual([['USING', plan!.id]]);
    await expectLedgerClean(t);
  });
});
