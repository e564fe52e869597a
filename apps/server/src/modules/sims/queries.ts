import type { LocalizedText } from '@simportal/contract/api/catalog';
import type { CardUsageSummary } from '@simportal/contract/api/usage';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { type SessionState, sessionStateColumns } from '../auth/index.ts';
import { planVersions } from '../catalog/index.ts';
import { toUsageSummary, usageSummaryColumns } from '../usage/index.ts';
import { memberCardGroups, simCards } from './schema.ts';

export type SimCardRow = typeof simCards.$inferSelect;

// the plans' names and terms through the catalogue's view (one statement, as My SIMs is read on every visit)
const currentPlan = alias(planVersions, 'current_plan');
const pendingPlan = alias(planVersions, 'pending_plan');

export interface PlanName {
  id: number | null;
  name: LocalizedText | null;
}

/** The card's columns My SIMs shows (presenters.ts toSimCard). */
const shownCardColumns = {
  id: simCards.id,
  cardNumber: simCards.cardNumber,
  iccid: simCards.iccid,
  type: simCards.type,
  status: simCards.status,
  label: simCards.label,
  groupId: simCards.groupId,
  isStarterPack: simCards.isStarterPack,
  planCreatedAt: simCards.planCreatedAt,
  expireAt: simCards.expireAt,
  boundAt: simCards.boundAt,
  createdAt: simCards.createdAt,
};

export type ShownCard = Pick<SimCardRow, keyof typeof shownCardColumns>;

export interface CardWithPlans {
  card: ShownCard;
  currentPlan: PlanName | null;
  pendingPlan: PlanName | null;
}

const withPlans = (db: DbOrTx) =>
  db
    .select({
      card: simCards,
      currentPlan: { id: currentPlan.id, name: currentPlan.name },
      pendingPlan: { id: pendingPlan.id, name: pendingPlan.name },
    })
    .from(simCards)
    .leftJoin(currentPlan, eq(currentPlan.id, simCards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, simCards.pendingPlanId));

/**
 * The page, the customer's card count, each card's usage summary and the caller's session (modules/auth/authenticate.ts
 * readAsCaller) in one statement (a customer holds at most SIM_LIMIT_PER_ACCOUNT cards, so counting them all
 * with the page costs nothing), prepared: My SIMs is read on every visit (see db/prepared.ts).
 */
const ownedCardsPage = preparedPerDatabase((db) =>
  db
    .select({
      // only what the page shows: every column of every row costs decoding and mapping
      card: shownCardColumns,
      currentPlan: { id: currentPlan.id, name: currentPlan.name },
      pendingPlan: { id: pendingPlan.id, name: pendingPlan.name },
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...usageSummaryColumns(sql.placeholder('today'), sql.placeholder('tz'), {
        card: 'sim_cards',
        plan: 'current_plan',
      }),
      session: sessionStateColumns(sql.placeholder('sessionId')),
    })
    .from(simCards)
    .leftJoin(currentPlan, eq(currentPlan.id, simCards.currentPlanId))
    .leftJoin(pendingPlan, eq(pendingPlan.id, simCards.pendingPlanId))
    .where(
      and(
        eq(simCards.userId, sql.placeholder('userId')),
        // the group filter: null for every card, 0 for the cards in no group, else a group's id
        sql`(${sql.placeholder('group')}::int is null or coalesce(${simCards.groupId}, 0) = ${sql.placeholder('group')}::int)`,
        // a member (decision 0103) sees the cards of their groups only: null for the owner, else the member's id
        sql`(${sql.placeholder('member')}::int is null or ${simCards.groupId} in (select m.group_id from ${memberCardGroups} m where m.member_id = ${sql.placeholder('member')}::int))`,
      ),
    )
    .orderBy(desc(simCards.boundAt), desc(simCards.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('owned_cards_page'),
);

/**
 * One page of a customer's cards, the most recently bound first, with the names of their plans and their
 * usage summaries (`today` the business day, `tz` BILLING_TZ), read as `caller`: with the state of their
 * session when there is a row to carry it.
 */
export const listOwnedCards = async (
  db: DbOrTx,
  caller: { userId: number; sessionId: string; memberId?: number | undefined },
  page: { page: number; pageSize: number; group?: number | 'none' | undefined },
  usageDay: { today: string; tz: string },
): Promise<{
  rows: (CardWithPlans & { usage: CardUsageSummary | null })[];
  total: number;
  session: SessionState | undefined;
}> => {
  const found = await ownedCardsPage(db).execute({
    userId: caller.userId,
    sessionId: caller.sessionId,
    member: caller.memberId ?? null,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
    group: page.group === undefined ? null : page.group === 'none' ? 0 : page.group,
    ...usageDay,
  });
  const rows = found.map((row) => ({
    card: row.card,
    currentPlan: row.currentPlan,
    pendingPlan: row.pendingPlan,
    usage: toUsageSummary(row),
  }));
  const [first] = found;
  // A page past the last has no row to carry the count.
  const total =
    first?.total ??
    (page.page > 1 && page.group === undefined && caller.memberId === undefined
      ? await countOwnedCards(db, caller.userId)
      : 0);
  return { rows, total, session: first?.session };
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

// every change of a card takes its lock first: prepared (db/prepared.ts)
const ownedCardLock = preparedPerDatabase((db) =>
  db
    .select()
    .from(simCards)
    .where(and(eq(simCards.id, sql.placeholder('cardId')), eq(simCards.userId, sql.placeholder('userId'))))
    .for('update')
    .prepare('lock_owned_card'),
);

/** A card of this customer, locked until the transaction ends, or undefined. */
export const lockOwnedCard = async (tx: DbOrTx, userId: number, cardId: number) =>
  (await ownedCardLock(tx).execute({ cardId, userId }))[0];

/** A card of this customer as it is now, unlocked (a price asked before an order), or undefined. */
export const readOwnedCard = async (
  db: DbOrTx,
  userId: number,
  cardId: number,
): Promise<SimCardRow | undefined> =>
  (
    await db
      .select()
      .from(simCards)
      .where(and(eq(simCards.id, cardId), eq(simCards.userId, userId)))
  )[0];

/** Any card as it is now, unlocked, whoever holds it (the console's reads of one card), or undefined. */
export const readCard = async (db: DbOrTx, cardId: number): Promise<SimCardRow | undefined> =>
  (await db.select().from(simCards).where(eq(simCards.id, cardId)))[0];

/** How many cards the customer holds now. */
export const countOwnedCards = async (db: DbOrTx, userId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(simCards).where(eq(simCards.userId, userId));
  return row?.total ?? 0;
};

/** How many cards each of some customers holds now, by customer id (a customer holding none is left out). */
export const countHeldCards = async (db: DbOrTx, userIds: number[]): Promise<Map<number, number>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: simCards.userId, n: count() })
    .from(simCards)
    .where(inArray(simCards.userId, userIds))
    .groupBy(simCards.userId);
  return new Map(rows.map((row) => [row.userId!, row.n]));
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
