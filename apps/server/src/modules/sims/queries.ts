import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { basicPlans, simCards } from '../../db/schema.ts';

export type SimCardRow = typeof simCards.$inferSelect;

const currentPlan = alias(basicPlans, 'current_plan');
const pendingPlan = alias(basicPlans, 'pending_plan');

export interface PlanName {
  id: number | null;
  nameEn: string | null;
  nameZh: string | null;
}

export interface CardWithPlans {
  card: SimCardRow;
  currentPlan: PlanName | null;
  pendingPlan: PlanName | null;
}

const withPlans = (db: DbOrTx) =>
  db
    .select({
      card: simCards,
      currentPlan: { id: currentPlan.id, nameEn: currentPlan.nameEn, nameZh: currentPlan.nameZh },
      pendingPlan: { id: pendingPlan.id, nameEn: pendingPlan.nameEn, nameZh: pendingPlan.nameZh },
    })
    .from(simCards)
    .leftJoin(currentPlan, eq(currentPlan.id, simCards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, simCards.pendingPlanId));

/**
 * The page and the customer's card count in one statement (a customer holds at most SIM_LIMIT_PER_ACCOUNT
 * cards, so counting them all with the page costs nothing), prepared: My SIMs is read on every visit (see
 * db/prepared.ts).
 */
const ownedCardsPage = preparedPerDatabase((db) =>
  db
    .select({
      card: simCards,
      currentPlan: { id: currentPlan.id, nameEn: currentPlan.nameEn, nameZh: currentPlan.nameZh },
      pendingPlan: { id: pendingPlan.id, nameEn: pendingPlan.nameEn, nameZh: pendingPlan.nameZh },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(simCards)
    .leftJoin(currentPlan, eq(currentPlan.id, simCards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, simCards.pendingPlanId))
    .where(eq(simCards.userId, sql.placeholder('userId')))
    .orderBy(desc(simCards.boundAt), desc(simCards.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('owned_cards_page'),
);

/** One page of a customer's cards, the most recently bound first, with the names of their plans. */
export const listOwnedCards = async (
  db: DbOrTx,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: CardWithPlans[]; total: number }> => {
  const found = await ownedCardsPage(db).execute({
    userId,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  const rows = found.map(({ card, currentPlan, pendingPlan }) => ({ card, currentPlan, pendingPlan }));
  // A page past the last has no row to carry the count.
  const total = found[0]?.total ?? (page.page > 1 ? await countOwnedCards(db, userId) : 0);
  return { rows, total };
};

/** A card of this customer with its plan names, or undefined (also when it belongs to someone else). */
export const findOwnedCard = async (
  db: DbOrTx,
  userId: number,
  cardId: number,
): Promise<CardWithPlans | undefined> => {
  const [row] = await withPlans(db).where(and(eq(simCards.id, cardId), eq(simCards.userId, userId)));
  return row;
};

/** A card of this customer, locked until the transaction ends, or undefined. */
export const lockOwnedCard = async (tx: DbOrTx, userId: number, cardId: number) => {
  const [row] = await tx
    .select()
    .from(simCards)
    .where(and(eq(simCards.id, cardId), eq(simCards.userId, userId)))
    .for('update');
  return row;
};

/** How many cards the customer holds now. */
export const countOwnedCards = async (db: DbOrTx, userId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(simCards).where(eq(simCards.userId, userId));
  return row?.total ?? 0;
};

/** Another card of this customer already carries this label, whatever its case. */
export const labelTaken = async (db: DbOrTx, userId: number, cardId: number, label: string) => {
  const rows = await db
    .select({ id: simCards.id })
    .from(simCards)
    .where(
      and(
        eq(simCards.userId, userId),
        sql`lower(${simCards.label}) = lower(${label})`,
        sql`${simCards.id} <> ${cardId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
};
