import { DEFAULT_LOCALE } from '@simportal/contract/locales';
import { textIn } from '@simportal/contract/text-in';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { basicPlans, simCards } from '../schema.ts';
import type { DemoCard } from './demo-inventory.ts';

/**
 * Demo cards 9 to 12 are StarterPack cards (issue #56): prepaid days of the cheapest plan, sold with the card.
 * Until someone binds one it is an inventory card like the others, not active and without a plan of its own (the
 * admin's Card List says StarterPack and its days); binding one credits the days' value and puts the card in use
 * on that plan at once, so Stop Billing and the traffic of cards 11 and 12 can be tried right after binding.
 * Only cards inserted on this start are touched, and the cards an earlier seed left in use without a holder.
 */
export const DEMO_PREPAID_CARDS = { from: 9, to: 12, days: 3 } as const;

/** Makes the freshly inserted demo cards 9–12 StarterPack cards; returns the plan's English name, or null. */
export const prepayDemoCards = async (
  db: Db,
  inserted: DemoCard[],
  all: DemoCard[],
): Promise<string | null> => {
  const wanted = all.slice(DEMO_PREPAID_CARDS.from - 1, DEMO_PREPAID_CARDS.to).map((card) => card.iccid);
  const iccids = inserted.map((card) => card.iccid).filter((iccid) => wanted.includes(iccid));
  if (iccids.length === 0) return null;
  const [plan] = await db
    .select({ id: basicPlans.id, names: basicPlans.name })
    .from(basicPlans)
    .where(eq(basicPlans.active, true))
    .orderBy(asc(basicPlans.priceMinor), asc(basicPlans.id))
    .limit(1);
  if (!plan) return null;
  await db
    .update(simCards)
    .set({ isStarterPack: true, starterPackPlanId: plan.id, starterPackDays: DEMO_PREPAID_CARDS.days })
    .where(inArray(simCards.iccid, iccids));
  return textIn(plan.names, DEFAULT_LOCALE);
};

/**
 * Earlier seeds put demo cards 9–12 in use with a plan and no holder, which the Card List showed as in use and
 * the overview counted. Those never bound since become the StarterPack cards a fresh seed makes: not active, no
 * plan of their own, the plan they carried prepaid. Returns how many were mended.
 */
export const mendDemoCardsInUse = async (db: Db, all: DemoCard[]): Promise<number> => {
  const iccids = all.slice(DEMO_PREPAID_CARDS.from - 1, DEMO_PREPAID_CARDS.to).map((card) => card.iccid);
  const stray = await db
    .select({ id: simCards.id, planId: simCards.currentPlanId })
    .from(simCards)
    .where(
      and(
        inArray(simCards.iccid, iccids),
        eq(simCards.status, 'USING'),
        isNull(simCards.userId),
        isNull(simCards.boundAt),
        isNull(simCards.deletedAt),
        eq(simCards.isStarterPack, false),
      ),
    );
  for (const card of stray) {
    await db
      .update(simCards)
      .set({
        status: 'NOT_ACTIVE',
        currentPlanId: null,
        planCreatedAt: null,
        expireAt: null,
        isStarterPack: card.planId !== null,
        starterPackPlanId: card.planId,
        starterPackDays: card.planId !== null ? DEMO_PREPAID_CARDS.days : null,
      })
      .where(eq(simCards.id, card.id));
  }
  return stray.length;
};
