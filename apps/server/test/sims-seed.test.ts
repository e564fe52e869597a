import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { basicPlans, simCards } from '../src/schema.ts';
import { demoCards } from '../src/seed/demo-inventory.ts';
import { DEMO_PREPAID_CARDS } from '../src/seed/demo-sims.ts';
import { seed } from '../src/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await database.close();
});

describe('demo SIM cards', () => {
  it('seeds every card not active without a plan, cards 9–12 StarterPack cards of the cheapest plan, once', async () => {
    await seed(database.db, loadConfig({}));
    const [cheapest] = await database.db
      .select()
      .from(basicPlans)
      .orderBy(asc(basicPlans.priceMinor), asc(basicPlans.id))
      .limit(1);
    const rows = await database.db.select().from(simCards);
    const byIccid = new Map(rows.map((row) => [row.iccid, row]));
    demoCards().forEach((card, i) => {
      const row = byIccid.get(card.iccid)!;
      // a card nobody holds is not in use and has no plan of its own (issue #56)
      expect(row).toMatchObject({
        userId: null,
        status: 'NOT_ACTIVE',
        currentPlanId: null,
        planCreatedAt: null,
      });
      if (i >= 8) {
        expect(row).toMatchObject({
          isStarterPack: true,
          starterPackPlanId: cheapest!.id,
          starterPackDays: DEMO_PREPAID_CARDS.days,
          expireAt: null,
        });
      }
    });
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain('cards 9–12 are StarterPack cards');

    // a later start leaves the cards alone, whatever happened to them meanwhile
    await database.db.update(simCards).set({ status: 'PAUSED' });
    await seed(database.db, loadConfig({}));
    const after = await database.db.select().from(simCards);
    expect(after.every((row) => row.status === 'PAUSED')).toBe(true);
  });

  it('makes the cards an earlier seed left in use without a holder StarterPack cards, and no other', async () => {
    const fresh = await createTestDatabase();
    try {
      await seed(fresh.db, loadConfig({}));
      const [plan] = await fresh.db.select().from(basicPlans).limit(1);
      const [nine, ten, eleven] = demoCards().slice(8, 11);
      // as the seed of before issue #56 left them: in use on a plan, nobody holding them
      await fresh.db
        .update(simCards)
        .set({ status: 'USING', currentPlanId: plan!.id, planCreatedAt: new Date(), isStarterPack: false })
        .where(inArray(simCards.iccid, [nine!.iccid, ten!.iccid, eleven!.iccid]));
      // one was bound since: it is someone's card, left alone
      await fresh.db.update(simCards).set({ boundAt: new Date() }).where(eq(simCards.iccid, eleven!.iccid));
      await seed(fresh.db, loadConfig({}));
      const rows = new Map((await fresh.db.select().from(simCards)).map((row) => [row.iccid, row]));
      for (const card of [nine!, ten!])
        expect(rows.get(card.iccid)).toMatchObject({
          status: 'NOT_ACTIVE',
          currentPlanId: null,
          planCreatedAt: null,
          isStarterPack: true,
          starterPackPlanId: plan!.id,
          starterPackDays: DEMO_PREPAID_CARDS.days,
        });
      expect(rows.get(eleven!.iccid)).toMatchObject({ status: 'USING', currentPlanId: plan!.id });
    } finally {
      await fresh.close();
    }
  });
});
