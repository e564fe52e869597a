import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { basicPlans, simCards } from '../schema.ts';
import type { DemoCard } from './demo-inventory.ts';

/**
 * Demo card 4 is a StarterPack card (SEED_DEMO only): 7 prepaid days of the daily 1 GB plan, unused, as an
 * administrator will set it up (a later issue). Binding it shows the conversion: 7 days' value credited, the
 * card continuing pay-as-you-go on that plan. Only a card inserted on this start is touched.
 */
export const DEMO_STARTER_PACK = { number: 4, planCode: 'global-daily-1gb', days: 7 } as const;

/** Makes the freshly inserted demo card 4 a StarterPack card; returns its card number, or null. */
export const seedDemoStarterPack = async (
  db: Db,
  inserted: DemoCard[],
  all: DemoCard[],
): Promise<string | null> => {
  const card = all[DEMO_STARTER_PACK.number - 1];
  if (!card || !inserted.some((row) => row.iccid === card.iccid)) return null;
  const [plan] = await db
    .select({ id: basicPlans.id })
    .from(basicPlans)
    .where(eq(basicPlans.code, DEMO_STARTER_PACK.planCode));
  if (!plan) return null;
  await db
    .update(simCards)
    .set({ isStarterPack: true, starterPackPlanId: plan.id, starterPackDays: DEMO_STARTER_PACK.days })
    .where(eq(simCards.iccid, card.iccid));
  return card.cardNumber;
};
