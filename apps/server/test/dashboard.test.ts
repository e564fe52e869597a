import { DASHBOARD_CSV_COLUMNS } from '@simportal/contract/api/dashboard';
import { minorToMajorString } from '@simportal/contract/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { ledgerFor } from '../src/modules/ledger/ledger.ts';
import { activities, closedLedgerDays, ledgerDayTotals, simCards, users } from '../src/schema.ts';
import { adminAndCustomer, call } from './admin-fixtures.ts';
import { cardOf, catalogue, customer, expectBooksBalanced, fund, moveTo } from './billing-fixtures.ts';
import { expectedCardStates, expectedDays } from './dashboard-fixtures.ts';
import { bearer } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { inventoryCard } from './sims-fixtures.ts';
import { importCsv, usageCsv } from './usage-fixtures.ts';

// Admin Management › Overview (modules/dashboard): the figures of a range equal what the test works out itself
// from the stored rows (dashboard-fixtures.ts), on screen and in the CSV, after the daily run charged three days;
// ranges, queues and access: dashboard-queues.test.ts. BILLING_TZ is Asia/Shanghai, 8 hours ahead of UTC, so a day
// read in the wrong zone shows.

const TZ = 'Asia/Shanghai';
const RANGE = { start: '2026-12-08', end: '2026-12-10' };
const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };

let t: TestApp;
let admin: string;
let customerB: number;
beforeAll(async () => {
  t = await buildTestApp({ BILLING_TZ: TZ });
  moveTo(t, '2026-12-07');
  const { daily500, asia30 } = await catalogue(t);
  const a = await customer(t, 5_000);
  const b = await customer(t, 5_000);
  customerB = b.user.id;
  const a1 = await cardOf(t, a.user.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-01',
  });
  const a2 = await cardOf(t, a.user.id, {
    status: 'USING',
    currentPlanId: asia30.id,
    cycleStartDay: '2026-12-01',
  });
  const b1 = await cardOf(t, b.user.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-20',
  });
  await cardOf(t, b.user.id, { status: 'PAUSED', currentPlanId: daily500.id });
  await cardOf(t, b.user.id, { status: 'NOT_ACTIVE' });
  await inventoryCard(t); // stock, not a customer's: never counted
  // nor one in use on a plan with nobody holding it, as the demo seed once left cards 9–12 (issue #56)
  await inventoryCard(t, { status: 'USING', currentPlanId: daily500.id });
  // the day before the range: its fees and top-up stay out
  await runBillingDay(t.ctx, '2026-12-07', quiet);
  for (const day of ['2026-12-08', '2026-12-09', '2026-12-10']) {
    moveTo(t, day);
    await runBillingDay(t.ctx, day, quiet);
  }
  // signed in on the range's last day, the test's today (a token lives minutes)
  const people = await adminAndCustomer(t);
  admin = people.admin.token;
  const ledger = ledgerFor(t.ctx);
  await t.database.db.transaction(async (tx) => {
    await ledger.debit(tx, {
      userId: a.user.id,
      type: 'ADD_ON_PURCHASE',
      reason: 'add_on_purchase',
      amountMinor: 300,
      cardId: a1,
      tradeDate: '2026-12-09',
      idempotencyKey: 'dash:add-on',
    });
    const { activity } = await ledger.debit(tx, {
      userId: b.user.id,
      type: 'ESIM_APPLY',
      reason: 'esim_apply',
      amountMinor: 500,
      cardId: b1,
      tradeDate: '2026-12-10',
      idempotencyKey: 'dash:esim',
    });
    await ledger.refund(tx, {
      userId: b.user.id,
      reason: 'refund',
      amountMinor: 120,
      refundsActivityId: activity.id,
      tradeDate: '2026-12-10',
      idempotencyKey: 'dash:refund',
    });
    // a StarterPack's remaining days credited when it was bound: a TOP_UP, but no money received that day
    await ledger.credit(tx, {
      userId: a.user.id,
      type: 'TOP_UP',
      reason: 'starter_pack_credit',
      amountMinor: 450,
      cardId: a2,
      tradeDate: '2026-12-08',
      idempotencyKey: 'dash:starter-pack',
    });
  });
  await fund(t, b.user.id, 700);
  // registrations, read in Shanghai: 12-07 23:59 (out), 12-08 00:00 (in), 12-09 01:00 (in)
  const at = (userId: number, iso: string) =>
    t.database.db
      .update(users)
      .set({ createdAt: new Date(iso) })
      .where(eq(users.id, userId));
  await at(people.customer.id, '2026-12-07T15:59:00Z');
  await at(a.user.id, '2026-12-07T16:00:00Z');
  await at(b.user.id, '2026-12-08T17:00:00Z');
  await at(people.admin.id, '2026-12-09T00:00:00Z'); // an administrator is not a customer
  const [ca1, ca2, cb1] = (await Promise.all([a1, a2, b1].map((id) => cardIccid(id)))) as [
    string,
    string,
    string,
  ];
  const usage = await importCsv(
    t,
    bearer(admin),
    usageCsv([
      [ca1, '2026-12-09', 'JP', 'Japan', 1000],
      [ca1, '2026-12-10', 'US', 'United States', 300],
      [ca2, '2026-12-10', 'JP', 'Japan', 500],
      [cb1, '2026-12-07', 'HK', 'Hong Kong', 9999],
    ]),
  );
  expect(usage.statusCode, usage.body).toBe(200);
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const cardIccid = async (id: number) => {
  const [row] = await t.database.db
    .select({ iccid: simCards.iccid })
    .from(simCards)
    .where(eq(simCards.id, id));
  return row!.iccid;
};
const overview = (query: string, token = admin) => call(t, token, 'GET', `/api/admin/dashboard?${query}`);

describe('GET /api/admin/dashboard', () => {
  it('answers every figure of the range as the stored rows add up', async () => {
    const res = await overview(`start=${RANGE.start}&end=${RANGE.end}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const days = await expectedDays(t, RANGE, TZ);
    expect(data).toMatchObject({ start: RANGE.start, end: RANGE.end, today: '2026-12-10', currency: 'USD' });
    expect(data.days).toEqual(days);
    const sum = (
      key:
        | 'dailyFeesMinor'
        | 'revenueMinor'
        | 'topUpsMinor'
        | 'starterPackCreditsMinor'
        | 'refundsMinor'
        | 'newCustomers',
    ) => days.reduce((total, day) => total + day[key], 0);
    expect(data.totals).toMatchObject({
      dailyFeesMinor: sum('dailyFeesMinor'),
      revenueMinor: sum('revenueMinor'),
      topUpsMinor: sum('topUpsMinor'),
      starterPackCreditsMinor: sum('starterPackCreditsMinor'),
      refundsMinor: sum('refundsMinor'),
      newCustomers: sum('newCustomers'),
      peakActiveCards: Math.max(...days.map((day) => day.activeCards)),
    });
    expect(data.cardStates).toEqual(await expectedCardStates(t));
    // the scenario is not all zeros: each kind and the time zone's day boundary is exercised
    expect(days.map((day) => day.activeCards)).toEqual([3, 3, 3]);
    expect(days.map((day) => day.newCustomers)).toEqual([1, 1, 0]);
    expect(days[1]!.addOnsMinor).toBe(300);
    expect(days[0]).toMatchObject({ topUpsMinor: 0, starterPackCreditsMinor: 450 });
    expect(days[2]).toMatchObject({ esimFeesMinor: 500, refundsMinor: 120, topUpsMinor: 700 });
    expect(data.cardStates).toEqual({ USING: 3, PAUSED: 1, SUSPEND: 0, NOT_ACTIVE: 1 });
  });

  it('lists the destinations of the range by traffic', async () => {
    const res = await overview(`start=${RANGE.start}&end=${RANGE.end}`);
    expect(res.json().data.topRegions).toEqual([
      { regionCode: 'JP', regionName: 'Japan', usedKb: 1500 },
      { regionCode: 'US', regionName: 'United States', usedKb: 300 },
    ]);
  });
});

describe('closed days', () => {
  it('keeps the totals of a day whose run is recorded once it ended over a day ago; today and yesterday stay live', async () => {
    // 12-05 and 12-06 had no run; 12-07 and 12-08 did and ended over a day before today (12-10)
    const range = { start: '2026-12-05', end: RANGE.end };
    const first = await overview(`start=${range.start}&end=${range.end}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.days).toEqual(await expectedDays(t, range, TZ));
    const closed = await t.database.db.select().from(closedLedgerDays);
    expect(closed.map((row) => row.day).sort()).toEqual(['2026-12-07', '2026-12-08']);
    // what was kept of a day is the ledger's own rows of it, by kind and reason
    const kept = await t.database.db
      .select()
      .from(ledgerDayTotals)
      .where(eq(ledgerDayTotals.day, '2026-12-08'));
    const ledger = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.tradeDate, '2026-12-08'));
    const byKind = new Map<string, { amountMinor: number; rows: number }>();
    for (const row of ledger) {
      const key = `${row.type}:${row.reason}`;
      const kind = byKind.get(key) ?? { amountMinor: 0, rows: 0 };
      byKind.set(key, { amountMinor: kind.amountMinor + row.amountMinor, rows: kind.rows + 1 });
    }
    expect(
      new Map(
        kept.map((row) => [`${row.type}:${row.reason}`, { amountMinor: row.amountMinor, rows: row.rows }]),
      ),
    ).toEqual(byKind);
    expect(byKind.get('TOP_UP:starter_pack_credit')).toEqual({ amountMinor: 450, rows: 1 });

    // an entry booked today shows at once, and a second reading of the closed days gives the same figures
    await fund(t, customerB, 250);
    const second = await overview(`start=${range.start}&end=${range.end}`);
    const days = second.json().data.days;
    expect(days).toEqual(await expectedDays(t, range, TZ));
    expect(days.at(-1).topUpsMinor).toBe(first.json().data.days.at(-1).topUpsMinor + 250);
    expect(days.slice(0, 4)).toEqual(first.json().data.days.slice(0, 4));
  });
});

describe('GET /api/admin/dashboard/export', () => {
  it("is the range's days and a total row, in major units", async () => {
    const res = await call(
      t,
      admin,
      'GET',
      `/api/admin/dashboard/export?start=${RANGE.start}&end=${RANGE.end}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="overview-2026-12-08-2026-12-10.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(DASHBOARD_CSV_COLUMNS.join(','));
    const days = await expectedDays(t, RANGE, TZ);
    const major = (minor: number) => minorToMajorString(minor);
    expect(lines.slice(1, 4)).toEqual(
      days.map((day) =>
        [
          day.day,
          major(day.dailyFeesMinor),
          major(day.addOnsMinor),
          major(day.esimFeesMinor),
          major(day.refundsMinor),
          major(day.revenueMinor),
          major(day.topUpsMinor),
          major(day.starterPackCreditsMinor),
          'USD',
          day.activeCards,
          day.newCustomers,
        ].join(','),
      ),
    );
    const revenue = days.reduce((total, day) => total + day.revenueMinor, 0);
    expect(lines[4]!.split(',').slice(0, 6)).toEqual([
      'total',
      expect.any(String),
      '3.00',
      '5.00',
      '1.20',
      major(revenue),
    ]);
    expect(lines).toHaveLength(5);
  });
});
