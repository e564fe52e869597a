import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { basicPlans, simCards } from '../schema.ts';
import type { DemoCard } from './demo-inventory.ts';

/**
 * Demo cards 9 to 12 come with a basic plan already in use (the cheapest daily plan, no expiry), as cards
 * sold pre-activated would: after binding one, Stop Billing can be tried at once, before plan ordering exists.
 * Only cards inserted on this start are touched, so a restart never changes a card someone holds.
 */
export const DEMO_CARDS_IN_USE = { from: 9, to: 12 } as const;

/** Puts the freshly inserted demo cards 9–12 in use; returns the plan's English name, or null. */
export const activateDemoCards = async (
  db: Db,
  inserted: DemoCard[],
  all: DemoCard[],
): Promise<string | null> => {
  const wanted = all.slice(DEMO_CARDS_IN_USE.from - 1, DEMO_CARDS_IN_USE.to).map((card) => card.iccid);
  const iccids = inserted.map((card) => card.iccid).filter((iccid) => wanted.includes(iccid));
  if (iccids.length === 0) return null;
  const [plan] = await db
    .select({ id: basicPlans.id, names: basicPlans.name })
    .from(basicPlans)
    .where(eq(basicPlans.active, true))
    .orderBy(asc(basicPlans.priceMinor), asc(basicPlans.id))
    .limit(1);
  if (!plan) return null;
  // Written directly rather than through the status machine: these cards are created in this state.
  await db
    .update(simCards)
    .set({ status: 'USING', currentPlanId: plan.id, planCreatedAt: new Date() })
    .where(inArray(simCards.iccid, iccids));
  return plan.names.en;
};
