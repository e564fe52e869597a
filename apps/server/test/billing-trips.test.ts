import { afterEach, describe, expect, it } from 'vitest';
import { runBillingDay } from '../src/commands/daily-run.ts';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
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
import { bearer, login } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { carrierCommandsOf, mails } from './helpers/deliveries.ts';
import { usageCsv } from './usage-fixtures.ts';

// A card's trip (issue #58, decision 0072): the daily run pauses a card after its trip's last day, resumes it on
// the day billing starts again, pauses a card idle for its idle days, tells the holder the day before each, and
// My SIMs counts what those pauses saved this month.

let t: TestApp;
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const quiet = { log: { info: () => {}, warn: () => {}, error: () => {} } };
const run = (day: string) => {
  moveTo(t, day);
  return runBillingDay(t.ctx, day, quiet);
};

type Holder = Awaited<ReturnType<typeof customer>>;
/** Signs the holder in now: the test's clock moves days, past any session's tokens. */
const headersOf = async (holder: Holder) =>
  bearer((await login(t, holder.user.username, holder.user.password)).accessToken);

const setTrip = async (holder: Holder, cardId: number, trip: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/billing/cards/${cardId}/trip`,
    headers: await headersOf(holder),
    payload: { startsOn: null, endsAfter: null, idlePauseDays: null, ...trip },
  });

const savingsOf = async (holder: Holder) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/billing/pause-savings',
      headers: await headersOf(holder),
    })
  ).json().data;

const tripNotices = async (holder: Holder) =>
  mails(t.database.db, { to: holder.user.email, mailKind: 'trip_notice' });

/** A customer with $20.00 and a card in use on the $1.50-a-day plan since Nov 20. */
const traveller = async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
  const { daily500 } = await catalogue(t);
  const holder = await customer(t, 2_000);
  const cardId = await cardOf(t, holder.user.id, {
    status: 'USING',
    currentPlanId: daily500.id,
    cycleStartDay: '2026-11-20',
  });
  return { holder, cardId, daily500 };
};

describe("a card's trip", () => {
  it('is checked against today and answered with the card, only for its holder', async () => {
    const { holder, cardId } = await traveller();
    const refused = async (trip: Record<string, unknown>, status: number, rule?: string) => {
      const res = await setTrip(holder, cardId, trip);
      expect(res.statusCode, JSON.stringify(trip)).toBe(status);
      if (rule) expect(res.json().data.issues[0].rule).toBe(rule);
    };
    await refused({ startsOn: '2026-12-01' }, 400, 'trip_start_not_future');
    await refused({ endsAfter: '2026-11-30' }, 400, 'trip_end_past');
    await refused({ startsOn: '2027-12-02' }, 400, 'trip_too_far');
    await refused({ idlePauseDays: 4 }, 400);
    await refused({ startsOn: '2026-12-32' }, 400);

    const set = await setTrip(holder, cardId, {
      endsAfter: '2026-12-01',
      startsOn: '2026-12-20',
      idlePauseDays: 3,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.trip).toEqual({
      startsOn: '2026-12-20',
      endsAfter: '2026-12-01',
      idlePauseDays: 3,
    });

    const other = await customer(t);
    expect((await setTrip(other, cardId, { endsAfter: '2026-12-05' })).statusCode).toBe(404);
    const planless = await cardOf(t, holder.user.id, { status: 'NOT_ACTIVE' });
    const noPlan = await setTrip(holder, planless, { startsOn: '2026-12-05' });
    expect(noPlan.statusCode).toBe(409);
    expect(noPlan.json().message).toBe('basic_plan_required');

    const cleared = await setTrip(holder, cardId, {});
    expect(cleared.json().data.trip).toEqual({ startsOn: null, endsAfter: null, idlePauseDays: null });
  });

  it('pauses the card after its last day and resumes it on its start, told the day before', async () => {
    const { holder, cardId } = await traveller();
    expect(
      (await setTrip(holder, cardId, { endsAfter: '2026-12-03', startsOn: '2026-12-06' })).statusCode,
    ).toBe(200);
    for (const day of ['2026-12-01', '2026-12-02']) await run(day);
    expect(await tripNotices(holder)).toEqual([]);

    // the last day: charged as any, and the holder told that the card pauses tomorrow
    expect(await run('2026-12-03')).toMatchObject({ charged: 1, tripPaused: 0, tripNoticed: 1 });
    const [ends] = await tripNotices(holder);
    expect(ends!.text).toContain('today is the last day you set');

    const paused = await run('2026-12-04');
    expect(paused).toMatchObject({ charged: 0, tripPaused: 1 });
    expect((await readCardRow(t, cardId)).status).toBe('PAUSED');
    expect((await carrierCommandsOf(t.database.db, cardId)).map((c) => c.action)).toEqual(['PAUSE']);

    // the day before the start: its first day's fee
    expect(await run('2026-12-05')).toMatchObject({ charged: 0, tripNoticed: 1 });
    const starts = (await tripNotices(holder)).at(-1);
    expect(starts!.text).toContain('billing starts again');
    expect(starts!.text).toContain('$1.50');
    expect(await tripNotices(holder)).toHaveLength(2);

    expect(await run('2026-12-06')).toMatchObject({ charged: 1, chargedMinor: 150, tripResumed: 1 });
    const card = await readCardRow(t, cardId);
    expect(card.status).toBe('USING');
    expect(card.cycleStartDay).toBe('2026-12-06');
    expect((await carrierCommandsOf(t.database.db, cardId)).map((c) => c.action)).toEqual([
      'PAUSE',
      'RESUME',
    ]);
    expect((await dailyFees(t, cardId)).map((fee) => fee.tradeDate)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-06',
    ]);
    expect(await balanceOf(t, holder.user.id)).toBe(2_000 - 4 * 150);
    // both days acted on are cleared: the next run does nothing more
    expect((await setTrip(holder, cardId, {})).statusCode).toBe(200);
    expect(await savingsOf(holder)).toEqual({ month: '2026-12', savedMinor: 300, days: 2 });
  });

  it('pauses a card with no data for its idle days, only while the usage keeps coming', async () => {
    const { holder, cardId, daily500 } = await traveller();
    expect((await setTrip(holder, cardId, { idlePauseDays: 2 })).statusCode).toBe(200);
    const { iccid } = await readCardRow(t, cardId);
    const useOn = async (day: string, at: string) => {
      moveTo(t, at.slice(0, 10), at.slice(11));
      await importUsage(t.ctx, csvUsageSource(usageCsv([[iccid, day, 'JP', 'Japan', 2048]])));
    };
    // no usage ever imported: a silent carrier is not an idle card
    expect(await run('2026-12-03')).toMatchObject({ idlePaused: 0, tripNoticed: 0 });

    await useOn('2026-12-02', '2026-12-03T13:00:00Z');
    // Dec 2 had data: no pause; but nothing since, so it pauses on Dec 5 unless it uses data on Dec 4
    expect(await run('2026-12-04')).toMatchObject({ idlePaused: 0, tripNoticed: 1 });
    const [warned] = await tripNotices(holder);
    expect(warned!.text).toContain('no data used for 1 day');

    await useOn('2026-12-02', '2026-12-04T13:00:00Z');
    expect(await run('2026-12-05')).toMatchObject({ idlePaused: 1, charged: 0 });
    expect((await readCardRow(t, cardId)).status).toBe('PAUSED');
    await run('2026-12-06');
    await run('2026-12-07');
    expect(await savingsOf(holder)).toEqual({ month: '2026-12', savedMinor: 450, days: 3 });

    // the holder resumes it by ordering its plan: the pause ends today, which is charged
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/sims/${cardId}/plan-orders`,
      headers: await headersOf(holder),
      payload: { planId: daily500.id },
    });
    expect(resumed.json().data.outcome, resumed.body).toBe('ACTIVATED');
    expect(await savingsOf(holder)).toEqual({ month: '2026-12', savedMinor: 300, days: 2 });
  });
});
