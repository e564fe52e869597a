import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { basicPlans, simCards } from '../src/schema.ts';
import { demoCards } from '../src/seed/demo-inventory.ts';
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
  it('seeds cards 1–8 not active and cards 9–12 with the cheapest plan in use, once', async () => {
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
      expect(row.userId).toBeNull();
      if (i < 8) {
        expect(row).toMatchObject({ status: 'NOT_ACTIVE', currentPlanId: null, planCreatedAt: null });
      } else {
        expect(row).toMatchObject({ status: 'USING', currentPlanId: cheapest!.id, expireAt: null });
        expect(row.planCreatedAt).toBeInstanceOf(Date);
      }
    });
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain('cards 9–12 come with the plan');

    // a later start leaves the cards alone, whatever happened to them meanwhile
    await database.db.update(simCards).set({ status: 'PAUSED' });
    await seed(database.db, loadConfig({}));
    const after = await database.db.select().from(simCards);
    expect(after.every((row) => row.status === 'PAUSED')).toBe(true);
  });
});
