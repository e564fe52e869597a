import type { AdminAddOn, AdminPlan, PlanInput } from '@simportal/contract/api/catalog-admin';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { activities, auditLog } from '../src/schema.ts';
import { call } from './admin-fixtures.ts';
import {
  balanceOf,
  cardOf,
  customer,
  dailyFees,
  expectBooksBalanced,
  moveTo,
  planByCode,
  readCardRow,
} from './billing-fixtures.ts';
import { expectError, login, signedInUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

// Admin Management › Catalogue (issue 20, decision 0026): plans and add-ons edited through the API, versions
// that never rewrite what was charged, the edit check, retirement, and what customers see and pay.

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
  admin = (await signedInUser(t, { level: 1 })).tokens.accessToken;
});
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };
const run = (day: string) => runBillingDay(t.ctx, day, quiet);

const japanPlan: PlanInput = {
  name: { en: 'Japan 7 Days 5 GB', 'zh-CN': '日本 7 天 5 GB' },
  description: { en: '5 GB over 7 days in Japan.', 'zh-CN': '7 天内共 5 GB，适用于日本。' },
  priceMinor: 1400,
  cycleDays: 7,
  totalTrafficMb: 5120,
  trafficLimitType: 'PER_CYCLE',
  restrictRule: 'STOP',
  planType: 'BASIC',
  sortOrder: 5,
  coverage: ['JP'],
};

const adminPlans = async (): Promise<AdminPlan[]> => {
  const res = await call(t, admin, 'GET', '/api/admin/catalog');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.plans;
};
const adminPlanOf = async (code: string): Promise<AdminPlan> => {
  const row = await planByCode(t, code);
  return (await adminPlans()).find((plan) => plan.id === row.lineageId)!;
};
const editPlan = (plan: AdminPlan, changes: Partial<PlanInput>, revision = plan.revision) =>
  call(t, admin, 'PUT', `/api/admin/catalog/plans/${plan.id}`, {
    name: plan.name,
    description: plan.description,
    priceMinor: plan.current.priceMinor,
    cycleDays: plan.current.cycleDays,
    totalTrafficMb: plan.current.totalTrafficMb,
    trafficLimitType: plan.current.trafficLimitType,
    restrictRule: plan.current.restrictRule,
    planType: plan.current.planType,
    sortOrder: plan.sortOrder,
    coverage: plan.coverage,
    ...changes,
    revision,
  });
const publicPlans = async () => (await call(t, null, 'GET', '/api/catalog')).json().data.plans;

describe('creating a plan', () => {
  it('validates each field with the rule that failed, in the envelope', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/catalog/plans', {
      ...japanPlan,
      name: { en: 'Japan', 'zh-CN': ' ' },
      cycleDays: 0,
      priceMinor: -1,
      coverage: ['JP', 'QQ'],
    });
    const data = expectError(res, 'validation_failed') as { issues: { field: string; rule: string }[] };
    expect(data.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name.zh-CN', rule: 'name_required' }),
        expect.objectContaining({ field: 'cycleDays', rule: 'invalid_value' }),
        expect.objectContaining({ field: 'priceMinor', rule: 'invalid_value' }),
        expect.objectContaining({ field: 'coverage.1', rule: 'country_unknown' }),
      ]),
    );
    const empty = await call(t, admin, 'POST', '/api/admin/catalog/plans', { ...japanPlan, coverage: [] });
    expect(expectError(empty, 'validation_failed')).toEqual({
      issues: [expect.objectContaining({ field: 'coverage', rule: 'coverage_required' })],
    });
  });

  it('puts the plan on sale with its coverage, and audits who created it', async () => {
    const res = await call(t, admin, 'POST', '/api/admin/catalog/plans', {
      ...japanPlan,
      coverage: ['JP', 'JP'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan: AdminPlan = res.json().data;
    expect(plan).toMatchObject({ onSale: true, revision: 1, coverage: ['JP'], cardCount: 0 });
    expect(plan.versions).toHaveLength(1);
    const shop = await publicPlans();
    expect(shop.find((p: { id: number }) => p.id === plan.current.versionId)).toMatchObject({
      name: japanPlan.name,
      priceMinor: 1400,
      coverage: ['JP'],
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalogue_plan_create'));
    expect(entry?.details).toMatchObject({ name: japanPlan.name, priceMinor: 1400 });
  });

  it('is for administrators only', async () => {
    const someone = await customer(t);
    expectError(
      await call(t, someone.token, 'POST', '/api/admin/catalog/plans', japanPlan),
      'admin_required',
    );
    expect((await call(t, null, 'GET', '/api/admin/catalog')).statusCode).toBe(401);
  });
});

describe('editing a plan', () => {
  it('renames every version without a new one, and refuses an edit made on an older revision', async () => {
    const plan = await adminPlanOf('global-daily-500mb');
    const renamed = await editPlan(plan, { name: { en: 'World Daily 500 MB', 'zh-CN': '全球每日 500 MB' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ revision: plan.revision + 1, versions: [{ version: 1 }] });
    // a second administrator who opened the plan before the rename
    const stale = await editPlan(plan, { sortOrder: 99 });
    expect(expectError(stale, 'catalogue_edit_conflict')).toEqual({ revision: plan.revision + 1 });
    expect((await adminPlanOf('global-daily-500mb')).sortOrder).toBe(plan.sortOrder);
  });

  it('lets exactly one of two simultaneous edits of the same revision through', async () => {
    const plan = await adminPlanOf('asia-30d-10gb');
    const answers = await Promise.all([
      editPlan(plan, { priceMinor: 2600 }),
      editPlan(plan, { priceMinor: 2200 }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await adminPlanOf('asia-30d-10gb')).versions).toHaveLength(2);
  });

  it('saves nothing for an edit that changes nothing', async () => {
    const plan = await adminPlanOf('global-daily-1gb');
    const res = await editPlan(plan, {});
    expect(res.json().data.revision).toBe(plan.revision);
  });
});

describe('a price change', () => {
  it('is a new version from the next business day: new orders pay it, old orders are told, the day charged stays', async () => {
    const plan = await adminPlanOf('global-daily-500mb');
    const a = await customer(t, 10_000);
    const card = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: plan.current.versionId,
      cycleStartDay: '2026-11-01',
    });
    await run('2026-12-01');
    const res = await editPlan(plan, { priceMinor: 180 });
    expect(res.statusCode, res.body).toBe(200);
    const edited: AdminPlan = res.json().data;
    expect(edited.versions.map((v) => [v.version, v.priceMinor, v.effectiveFrom])).toEqual([
      [1, 150, '2000-01-01'],
      [2, 180, '2026-12-02'],
    ]);
    expect(edited.versions[0]!.supersededAt).not.toBeNull();

    // the shop sells the new version; an order of the old one is refused with what happened
    const shop = await publicPlans();
    expect(shop.filter((p: { name: { en: string } }) => p.name.en === plan.name.en)).toEqual([
      expect.objectContaining({ id: edited.current.versionId, priceMinor: 180 }),
    ]);
    const b = await customer(t, 1_000);
    const other = await cardOf(t, b.user.id, { status: 'NOT_ACTIVE' });
    expectError(
      await call(t, b.token, 'POST', `/api/sims/${other}/plan-orders`, { planId: plan.current.versionId }),
      'plan_changed',
    );

    // the card shows what it will pay next, and from when
    const billing = await call(t, a.token, 'GET', `/api/billing/cards/${card}`);
    expect(billing.json().data).toMatchObject({
      currentPlan: { priceMinor: 150 },
      nextPlan: { priceMinor: 180, dailyFeeMinor: 180, fromDay: '2026-12-02' },
    });
    // today was charged at the old price and stays so; tomorrow the run charges the new one
    moveTo(t, '2026-12-02');
    const result = await run('2026-12-02');
    expect(result.newPlanVersions).toBe(1);
    expect((await dailyFees(t, card)).map((fee) => [fee.tradeDate, fee.amountMinor])).toEqual([
      ['2026-12-01', -150],
      ['2026-12-02', -180],
    ]);
    expect(await readCardRow(t, card)).toMatchObject({ currentPlanId: edited.current.versionId });
    expect(await balanceOf(t, a.user.id)).toBe(10_000 - 150 - 180);
    // a day later: a new session
    const { accessToken } = await login(t, a.user.username, a.user.password);
    const after = await call(t, accessToken, 'GET', `/api/billing/cards/${card}`);
    expect(after.json().data.nextPlan).toBeNull();
  });

  it('waits for the next cycle of a 30-day plan: the running cycle is paid at the old terms', async () => {
    const plan = await adminPlanOf('asia-30d-10gb');
    const a = await customer(t, 100_000);
    const card = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: plan.current.versionId,
      cycleStartDay: '2026-11-20',
    });
    const edited: AdminPlan = (await editPlan(plan, { priceMinor: 3000 })).json().data;
    const billing = (await call(t, a.token, 'GET', `/api/billing/cards/${card}`)).json().data;
    // 2026-11-20 + 30 days
    expect(billing.nextPlan).toMatchObject({ priceMinor: 3000, dailyFeeMinor: 100, fromDay: '2026-12-20' });
    for (const day of ['2026-12-19', '2026-12-20', '2026-12-21']) {
      moveTo(t, day);
      await run(day);
    }
    expect((await dailyFees(t, card)).map((fee) => [fee.tradeDate, fee.amountMinor])).toEqual([
      ['2026-12-19', -80],
      ['2026-12-20', -100],
      ['2026-12-21', -100],
    ]);
    expect(await readCardRow(t, card)).toMatchObject({
      currentPlanId: edited.current.versionId,
      cycleStartDay: '2026-12-20',
    });
  });

  it('is not announced on a card whose pending plan replaces the plan first', async () => {
    const plan = await adminPlanOf('global-daily-500mb');
    const other = await adminPlanOf('global-daily-1gb');
    const a = await customer(t, 10_000);
    const card = await cardOf(t, a.user.id, {
      status: 'USING',
      currentPlanId: plan.current.versionId,
      pendingPlanId: other.current.versionId,
      pendingPlanFrom: '2026-12-02',
    });
    await editPlan(plan, { priceMinor: 180 });
    const billing = (await call(t, a.token, 'GET', `/api/billing/cards/${card}`)).json().data;
    expect(billing.pendingPlan).toMatchObject({ fromDay: '2026-12-02' });
    expect(billing.nextPlan).toBeNull();
  });

  it('never changes an activity already in the ledger', async () => {
    const plan = await adminPlanOf('global-daily-1gb');
    const a = await customer(t, 1_000);
    await cardOf(t, a.user.id, { status: 'USING', currentPlanId: plan.current.versionId });
    await run('2026-12-01');
    const before = await t.database.db.select().from(activities).where(eq(activities.userId, a.user.id));
    await editPlan(plan, { priceMinor: 999, totalTrafficMb: 2048 });
    const after = await t.database.db.select().from(activities).where(eq(activities.userId, a.user.id));
    expect(after).toEqual(before);
  });
});

describe('retiring', () => {
  it('takes a plan off the shop; cards on it keep it and are billed; it can be put back on sale', async () => {
    const plan = await adminPlanOf('global-daily-3gb');
    const a = await customer(t, 10_000);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: plan.current.versionId });
    const retired = await call(t, admin, 'PUT', `/api/admin/catalog/plans/${plan.id}/on-sale`, {
      onSale: false,
      revision: plan.revision,
    });
    expect(retired.json().data).toMatchObject({ onSale: false, cardCount: 1 });
    expect((await publicPlans()).map((p: { id: number }) => p.id)).not.toContain(plan.current.versionId);
    const b = await customer(t, 1_000);
    const other = await cardOf(t, b.user.id, { status: 'NOT_ACTIVE' });
    expectError(
      await call(t, b.token, 'POST', `/api/sims/${other}/plan-orders`, { planId: plan.current.versionId }),
      'plan_retired',
    );
    await run('2026-12-01');
    expect((await dailyFees(t, card)).map((fee) => fee.amountMinor)).toEqual([-590]);

    const back = await call(t, admin, 'PUT', `/api/admin/catalog/plans/${plan.id}/on-sale`, {
      onSale: true,
      revision: plan.revision + 1,
    });
    expect(back.json().data.onSale).toBe(true);
    expect((await publicPlans()).map((p: { id: number }) => p.id)).toContain(plan.current.versionId);
  });
});

describe('add-ons', () => {
  const addOnOf = async (en: string): Promise<AdminAddOn> => {
    const res = await call(t, admin, 'GET', '/api/admin/catalog');
    return res.json().data.addOns.find((item: AdminAddOn) => item.name.en === en);
  };

  it('sells a new price from now on; a bought pack keeps its own; the old version and a retired one are refused', async () => {
    const pack = await addOnOf('Data Add-on 500 MB');
    const daily = await adminPlanOf('global-daily-500mb');
    const a = await customer(t, 10_000);
    const card = await cardOf(t, a.user.id, { status: 'USING', currentPlanId: daily.current.versionId });
    const bought = await call(t, a.token, 'POST', `/api/sims/${card}/add-ons`, {
      addOnId: pack.current.versionId,
    });
    expect(bought.statusCode, bought.body).toBe(201);

    const res = await call(t, admin, 'PUT', `/api/admin/catalog/add-ons/${pack.id}`, {
      name: pack.name,
      description: pack.description,
      priceMinor: 350,
      trafficMb: 500,
      sortOrder: pack.sortOrder,
      coverage: pack.coverage,
      revision: pack.revision,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited: AdminAddOn = res.json().data;
    expect(edited.versions.map((v) => v.priceMinor)).toEqual([300, 350]);
    expectError(
      await call(t, a.token, 'POST', `/api/sims/${card}/add-ons`, { addOnId: pack.current.versionId }),
      'add_on_changed',
    );
    const again = await call(t, a.token, 'POST', `/api/sims/${card}/add-ons`, {
      addOnId: edited.current.versionId,
    });
    expect(again.json().data).toMatchObject({ purchase: { priceMinor: 350 } });
    expect(await balanceOf(t, a.user.id)).toBe(10_000 - 300 - 350);

    await call(t, admin, 'PUT', `/api/admin/catalog/add-ons/${pack.id}/on-sale`, {
      onSale: false,
      revision: edited.revision,
    });
    expectError(
      await call(t, a.token, 'POST', `/api/sims/${card}/add-ons`, { addOnId: edited.current.versionId }),
      'add_on_retired',
    );
  });
});
