import { type CardBilling, cardBillingSchema } from '@simportal/contract/api/billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importUsage } from '../src/modules/usage/import-usage.ts';
import { csvUsageSource } from '../src/modules/usage/usage-csv.ts';
import { addOns } from '../src/schema.ts';
import { cardOf, catalogue, customer, expectBooksBalanced, moveTo, readCardRow } from './billing-fixtures.ts';
import { expectError } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { usageCsv } from './usage-fixtures.ts';

// What a card's billing says it used and has left (GET /api/billing/cards, /api/billing/cards/:id): the
// allowance of the period (plan + add-ons) against the carrier usage imported for the card (issue 7, 8).

const MB = 1024;

let t: TestApp;
let owner: Awaited<ReturnType<typeof customer>>;
/** PER_CYCLE 10 GB (cycle 2026-12-01 … 12-30), a 1 GB add-on, usage before and inside the cycle. */
let cycleCard: number;
/** PER_DAY 500 MB, 600 MB used today: past its allowance. */
let dailyCard: number;
/** PER_DAY, usage reported for yesterday only. */
let quietCard: number;
/** In use, never reported by the carrier. */
let silentCard: number;
/** When the import finished: the "last updated" of every usage figure. */
let importedAt: string;

const billing = async (cardId: number): Promise<CardBilling> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/billing/cards/${cardId}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cardBillingSchema.parse(res.json().data);
};

beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-05');
  const { asia30, daily500 } = await catalogue(t);
  owner = await customer(t, 1_000);
  const using = (planId: number) => ({
    status: 'USING' as const,
    currentPlanId: planId,
    cycleStartDay: '2026-12-01',
  });
  cycleCard = await cardOf(t, owner.user.id, using(asia30.id));
  dailyCard = await cardOf(t, owner.user.id, using(daily500.id));
  quietCard = await cardOf(t, owner.user.id, using(daily500.id));
  silentCard = await cardOf(t, owner.user.id, using(daily500.id));

  const [oneGb] = await t.database.db.select().from(addOns).where(eq(addOns.code, 'addon-1gb'));
  const bought = await t.app.inject({
    method: 'POST',
    url: `/api/sims/${cycleCard}/add-ons`,
    headers: owner.headers,
    payload: { addOnId: oneGb!.id },
  });
  expect(bought.statusCode, bought.body).toBe(201);

  const iccid = async (card: number) => (await readCardRow(t, card)).iccid;
  const report = await importUsage(
    t.ctx,
    csvUsageSource(
      usageCsv([
        // the previous cycle: not part of this one's use
        [await iccid(cycleCard), '2026-11-30', 'JP', 'Japan', 9 * MB],
        [await iccid(cycleCard), '2026-12-02', 'JP', 'Japan', 100 * MB],
        [await iccid(cycleCard), '2026-12-05', 'HK', 'Hong Kong', 20 * MB],
        [await iccid(cycleCard), '2026-12-05', 'JP', 'Japan', 5 * MB],
        [await iccid(dailyCard), '2026-12-04', 'JP', 'Japan', 50 * MB],
        [await iccid(dailyCard), '2026-12-05', 'JP', 'Japan', 600 * MB],
        [await iccid(quietCard), '2026-12-04', 'JP', 'Japan', 70 * MB],
      ]),
    ),
  );
  expect(report.rejected).toBe(0);
  importedAt = report.finishedAt;
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

describe("a card's used and left data (GET /api/billing/cards/:id)", () => {
  it('counts the usage of the current cycle only against plan + add-ons, and says when it was updated', async () => {
    const card = await billing(cycleCard);
    expect(card.allowance).toEqual({
      limitType: 'PER_CYCLE',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-30',
      planKb: 10_240 * MB,
      addOnKb: 1024 * MB,
      totalKb: 11_264 * MB,
      usedKb: 125 * MB,
      leftKb: (11_264 - 125) * MB,
    });
    expect(card.usedToday).toBe(true);
    expect(card.usageUpdatedAt).toBe(importedAt);
  });

  it('counts only today for a PER_DAY plan, and never leaves less than nothing past the allowance', async () => {
    const card = await billing(dailyCard);
    expect(card.allowance).toMatchObject({
      limitType: 'PER_DAY',
      periodStart: '2026-12-05',
      periodEnd: '2026-12-05',
      totalKb: 500 * MB,
      usedKb: 600 * MB,
      leftKb: 0,
    });
    // the card keeps its portal status: the restrict rule is the carrier's (usage module)
    expect(card).toMatchObject({
      status: 'USING',
      usedToday: true,
      currentPlan: { restrictRule: 'THROTTLE' },
    });
  });

  it('says nothing was used today when the carrier reported the card, but not for today', async () => {
    const card = await billing(quietCard);
    expect(card.allowance).toMatchObject({ usedKb: 0, leftKb: 500 * MB });
    expect(card.usedToday).toBe(false);
    expect(card.usageUpdatedAt).toBe(importedAt);
  });

  it('leaves used unknown for a card the carrier never reported: the whole allowance is left', async () => {
    const card = await billing(silentCard);
    expect(card.allowance).toMatchObject({ usedKb: null, leftKb: 500 * MB });
    expect(card).toMatchObject({ usedToday: null, usageUpdatedAt: null });
  });

  it('answers the same figures in the list of the caller’s cards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/cards', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items.map((item: unknown) => cardBillingSchema.parse(item));
    for (const id of [cycleCard, dailyCard, quietCard, silentCard]) {
      expect(items.find((item: CardBilling) => item.cardId === id)).toEqual(await billing(id));
    }
  });

  it('counts every card on a page past the last', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/billing/cards?page=9&pageSize=2',
      headers: owner.headers,
    });
    expect(res.json().data).toEqual({ items: [], total: 4, page: 9, pageSize: 2 });
  });

  it('shows the same usage on My SIMs, in the list and on each card, as the billing says', async () => {
    const sims = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
    const list = await sims('/api/sims?page=1&pageSize=10');
    expect(list.statusCode, list.body).toBe(200);
    const items: { id: number; usage: unknown }[] = list.json().data.items;
    expect(items).toHaveLength(4);
    for (const id of [cycleCard, dailyCard, quietCard, silentCard]) {
      const card = (await sims(`/api/sims/${id}`)).json().data;
      expect(items.find((item) => item.id === id)?.usage).toEqual(card.usage);
      const { allowance } = await billing(id);
      if (id === silentCard) expect(card.usage).toBeNull();
      else expect(card.usage).toMatchObject({ periodKb: allowance!.usedKb, lastUpdatedAt: importedAt });
    }
  });

  it("answers not_found for another customer's card, so its usage cannot be read", async () => {
    const other = await customer(t);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/billing/cards/${cycleCard}`, headers: other.headers }),
      'not_found',
    );
  });
});
