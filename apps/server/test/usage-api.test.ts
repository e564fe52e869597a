import type { MessageKey } from '@simportal/contract/message-keys';
import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { simCards } from '../src/schema.ts';
import { cardOf, catalogue, customer, moveTo, readCardRow } from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { usageCsv } from './usage-fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof customer>>;
let cardId: number;

const usage = (headers: Record<string, string>, id: number, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/usage/cards/${id}?${query}`, headers });

beforeAll(async () => {
  // BILLING_TZ east of UTC: 2026-03-31T20:00Z is already April 1st there
  t = await buildTestApp({ BILLING_TZ: 'Asia/Shanghai' });
  moveTo(t, '2026-03-31', '20:00:00Z');
  owner = await customer(t);
  const { daily500 } = await catalogue(t);
  cardId = await cardOf(t, owner.user.id, { status: 'USING', currentPlanId: daily500.id });
  const { iccid } = await readCardRow(t, cardId);
  await importUsage(
    t.ctx,
    csvUsageSource(
      usageCsv([
        [iccid, '2026-03-30', 'HK', 'Hong Kong', 3072],
        [iccid, '2026-03-31', 'HK', 'Hong Kong', 1024],
        [iccid, '2026-03-31', 'JP', 'Japan', 4096],
        [iccid, '2026-04-01', 'JP', 'Japan', 2048],
      ]),
    ),
  );
});
afterAll(() => t.close());

describe('GET /api/usage/cards/:id', () => {
  it('answers the total, every day of the range and the regions with proportions', async () => {
    const res = await usage(owner.headers, cardId, 'start=2026-03-29&end=2026-04-01');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      start: '2026-03-29',
      end: '2026-04-01',
      today: '2026-04-01',
      totalKb: 10240,
    });
    expect(data.days).toEqual([
      { day: '2026-03-29', usedKb: 0 },
      { day: '2026-03-30', usedKb: 3072 },
      { day: '2026-03-31', usedKb: 5120 },
      { day: '2026-04-01', usedKb: 2048 },
    ]);
    expect(data.regions).toEqual([
      { regionCode: 'JP', regionName: 'Japan', usedKb: 6144, proportion: 0.6 },
      { regionCode: 'HK', regionName: 'Hong Kong', usedKb: 4096, proportion: 0.4 },
    ]);
    expect(data.lastUpdatedAt).toEqual(expect.any(String));
  });

  it('answers an empty range with zeros', async () => {
    const data = (await usage(owner.headers, cardId, 'start=2026-02-01&end=2026-02-28')).json().data;
    expect(data.totalKb).toBe(0);
    expect(data.days).toHaveLength(28);
    expect(data.regions).toEqual([]);
  });

  it.each([
    ['', 'date_range_required'],
    ['start=2026-03-01', 'date_range_required'],
    ['start=2026-02-30&end=2026-03-01', 'date_invalid'],
    ['start=2026-03-01&end=2026-04-02', 'date_after_today'],
    ['start=2026-03-10&end=2026-03-09', 'date_end_before_start'],
    ['start=2025-01-01&end=2026-03-01', 'date_range_too_long'],
    ['start=2025-03-30&end=2026-03-31', 'date_range_too_long'],
  ])('refuses %s with date_range_invalid (%s)', async (query, rule) => {
    const res = await usage(owner.headers, cardId, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40002, message: 'date_range_invalid', data: { rule } });
    // the rule is a message key both languages translate
    expect(messagesEn[rule as MessageKey]).toEqual(expect.any(String));
    expect(messagesZhCn[rule as MessageKey]).toEqual(expect.any(String));
  });

  it('answers a range of exactly 366 days', async () => {
    const res = await usage(owner.headers, cardId, 'start=2025-03-31&end=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.days).toHaveLength(366);
  });

  it("answers 404 for another customer's card and for an unknown one, and 401 without a token", async () => {
    const other = await customer(t);
    const res = await usage(other.headers, cardId, 'start=2026-03-29&end=2026-04-01');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'not_found' });
    expect((await usage(owner.headers, 999_999, 'start=2026-03-29&end=2026-04-01')).statusCode).toBe(404);
    expect((await usage({}, cardId, 'start=2026-03-29&end=2026-04-01')).statusCode).toBe(401);
  });

  it('shows a later holder none of the traffic the card carried for the customer who deleted it', async () => {
    const { daily500 } = await catalogue(t);
    const handedOn = await cardOf(t, owner.user.id, { status: 'USING', currentPlanId: daily500.id });
    const { iccid } = await readCardRow(t, handedOn);
    await importUsage(
      t.ctx,
      csvUsageSource(
        usageCsv([
          [iccid, '2026-03-30', 'HK', 'Hong Kong', 1000],
          [iccid, '2026-04-01', 'JP', 'Japan', 3000],
        ]),
      ),
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/sims/${handedOn}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const retired = await readCardRow(t, handedOn);
    expect(retired.lastRetiredAt).not.toBeNull();
    expect(retired.lastRetiredAt).toEqual(retired.deletedAt);
    // released and bound again; as if the first holder had left on March 30th (Shanghai), before April's use
    const next = await customer(t);
    await t.database.db
      .update(simCards)
      .set({
        deletedAt: null,
        deletedByUserId: null,
        userId: next.user.id,
        boundAt: t.clock.now(),
        status: 'USING',
        currentPlanId: daily500.id,
        lastRetiredAt: new Date('2026-03-30T12:00:00Z'),
      })
      .where(eq(simCards.id, handedOn));
    const res = await usage(next.headers, handedOn, 'start=2026-03-29&end=2026-04-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ totalKb: 3000, regions: [{ regionCode: 'JP', usedKb: 3000 }] });
    expect(res.json().data.days).toContainEqual({ day: '2026-03-30', usedKb: 0 });
    const card = await t.app.inject({ method: 'GET', url: `/api/sims/${handedOn}`, headers: next.headers });
    expect(card.json().data.usage).toMatchObject({ todayKb: 3000, periodKb: 3000 });
    expect((await usage(owner.headers, handedOn, 'start=2026-03-29&end=2026-04-01')).statusCode).toBe(404);
  });

  it("shows today's use and the allowance left on My SIMs", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sims/${cardId}`, headers: owner.headers });
    expect(res.json().data.usage).toMatchObject({
      todayKb: 2048,
      periodKb: 2048,
      allowanceKb: 500 * 1024,
      leftKb: 500 * 1024 - 2048,
    });
  });
});
