import { boundCardSchema } from '@simportal/contract/api/billing';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { remainingStarterPackDays } from '../src/modules/billing/starter-pack.ts';
import { activities } from '../src/schema.ts';
import { demoCards } from '../src/seed/demo-inventory.ts';
import { DEMO_PREPAID_CARDS } from '../src/seed/demo-sims.ts';
import { DEMO_STARTER_PACK } from '../src/seed/demo-starter-pack.ts';
import { seed } from '../src/seed/seed.ts';
import {
  balanceOf,
  catalogue,
  customer,
  dailyFees,
  expectBooksBalanced,
  moveTo,
  readCardRow,
} from './billing-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { bind, inventoryCard } from './sims-fixtures.ts';

// StarterPack conversion when a customer binds the card (spec §4; modules/billing/starter-pack.ts).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  moveTo(t, '2026-12-01');
});
afterEach(() => expectBooksBalanced(t));
afterAll(() => t.close());

const starterCard = async (columns: Parameters<typeof inventoryCard>[1] = {}) => {
  const { daily1g } = await catalogue(t);
  return inventoryCard(t, {
    isStarterPack: true,
    starterPackPlanId: daily1g.id,
    starterPackDays: 7,
    ...columns,
  });
};

const starterCredits = (userId: number) =>
  t.database.db
    .select()
    .from(activities)
    .where(and(eq(activities.userId, userId), eq(activities.reason, 'starter_pack_credit')));

describe('binding a StarterPack card', () => {
  it('credits the unused days, then runs the card pay-as-you-go on its plan with no expiry', async () => {
    const { daily1g } = await catalogue(t);
    const owner = await customer(t);
    const card = await starterCard();
    const res = await bind(t, owner.token, card);
    expect(res.statusCode, res.body).toBe(201);
    const bound = boundCardSchema.parse(res.json().data);
    expect(bound.starterPackConversion).toEqual({
      planId: daily1g.id,
      planName: daily1g.name,
      remainingDays: 7,
      creditedMinor: 7 * 250,
      chargedTodayMinor: 250,
      status: 'USING',
    });
    expect(bound).toMatchObject({ status: 'USING', isStarterPack: false, expireAt: null });
    expect(await readCardRow(t, card.id)).toMatchObject({
      currentPlanId: daily1g.id,
      cycleStartDay: '2026-12-01',
      isStarterPack: false,
    });
    const [credit] = await starterCredits(owner.user.id);
    expect(credit).toMatchObject({ type: 'TOP_UP', amountMinor: 1750, cardId: card.id });
    // Activities show the days and the plan by name in both languages, never the plan's internal code.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/activities?page=1&pageSize=10',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const shown = listed.json().data.items.find((item: { id: number }) => item.id === credit!.id);
    expect(shown).toMatchObject({
      reason: 'starter_pack_credit',
      note: null,
      starterPack: { days: 7, planName: daily1g.name },
    });
    expect(JSON.stringify(listed.json())).not.toContain(daily1g.code);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/activities?page=1&pageSize=10&type=TOP_UP',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(filtered.json().data.items[0]).toMatchObject({ starterPack: { days: 7 }, note: null });
    expect((await dailyFees(t, card.id)).map((f) => f.amountMinor)).toEqual([-250]);
    expect(await balanceOf(t, owner.user.id)).toBe(1500);

    // binding it again (a retried request) converts nothing more
    const again = await bind(t, owner.token, card);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.starterPackConversion).toBeNull();
    expect(await starterCredits(owner.user.id)).toHaveLength(1);
  });

  it('counts the days left until the expiry when the prepaid period is running', async () => {
    const owner = await customer(t);
    const card = await starterCard({ expireAt: new Date('2026-12-04T08:00:00Z') });
    const res = await bind(t, owner.token, card);
    expect(res.json().data.starterPackConversion).toMatchObject({ remainingDays: 3, creditedMinor: 750 });
    expect(await balanceOf(t, owner.user.id)).toBe(500);
  });

  it('keeps the plan but suspends the card when nothing is left and the balance cannot pay today', async () => {
    const owner = await customer(t, 100);
    const card = await starterCard({ expireAt: new Date('2026-11-20T00:00:00Z') });
    const res = await bind(t, owner.token, card);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.starterPackConversion).toMatchObject({
      remainingDays: 0,
      creditedMinor: 0,
      chargedTodayMinor: 0,
      status: 'SUSPEND',
    });
    expect(await readCardRow(t, card.id)).toMatchObject({
      status: 'SUSPEND',
      suspendReason: 'insufficient_credit',
    });
    expect(await balanceOf(t, owner.user.id)).toBe(100);
  });

  it('leaves an ordinary card alone', async () => {
    const owner = await customer(t);
    const card = await inventoryCard(t);
    const res = await bind(t, owner.token, card);
    expect(res.json().data).toMatchObject({ status: 'NOT_ACTIVE', starterPackConversion: null });
  });
});

describe('the demo StarterPack card', () => {
  it('is demo card 4 (SEED_DEMO), and binding it converts 7 days of the daily 1 GB plan', async () => {
    await seed(t.database.db, t.ctx.config, { info: () => {}, log: () => {} } as unknown as Console);
    const card4 = demoCards()[DEMO_STARTER_PACK.number - 1]!;
    const owner = await customer(t);
    const res = await bind(t, owner.token, { id: 0, ...card4 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.starterPackConversion).toMatchObject({
      remainingDays: 7,
      creditedMinor: 1750,
      status: 'USING',
    });
  });

  it('has cards 9–12 too: unbound they are not in use, bound they are in use on their plan at once', async () => {
    await seed(t.database.db, t.ctx.config, { info: () => {}, log: () => {} } as unknown as Console);
    const card9 = demoCards()[DEMO_PREPAID_CARDS.from - 1]!;
    const owner = await customer(t);
    const res = await bind(t, owner.token, { id: 0, ...card9 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'USING',
      starterPackConversion: { remainingDays: DEMO_PREPAID_CARDS.days, status: 'USING' },
    });
    expect(res.json().data.currentPlan).not.toBeNull();
  });
});

describe('remaining days', () => {
  it('are the configured days when unused, else the days up to the expiry, never negative', () => {
    expect(remainingStarterPackDays({ expireAt: null, starterPackDays: 30 }, '2026-12-01', 'UTC')).toBe(30);
    expect(remainingStarterPackDays({ expireAt: null, starterPackDays: null }, '2026-12-01', 'UTC')).toBe(0);
    const expiry = new Date('2026-12-10T16:30:00Z');
    expect(remainingStarterPackDays({ expireAt: expiry, starterPackDays: 30 }, '2026-12-01', 'UTC')).toBe(9);
    // in Shanghai that instant is already the 11th
    expect(
      remainingStarterPackDays({ expireAt: expiry, starterPackDays: 30 }, '2026-12-01', 'Asia/Shanghai'),
    ).toBe(10);
    expect(remainingStarterPackDays({ expireAt: expiry, starterPackDays: 30 }, '2026-12-31', 'UTC')).toBe(0);
  });
});
