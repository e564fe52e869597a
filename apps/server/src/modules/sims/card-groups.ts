import { CARD_GROUP_ACTION_MAX_CARDS, CARD_GROUPS_MAX } from '@simportal/contract/api/card-groups';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import { planVersions } from '../catalog/index.ts';
import { usageSummaryColumns } from '../usage/index.ts';
import { cardGroupActions, cardGroups, simCards } from './schema.ts';

// A customer's card groups (issue #59, decision 0075): named groups, a card in one at most (sim_cards.group_id).
// Every function takes the caller's id and answers not_found for a group or card of someone else's.

export interface CardGroupRow {
  id: number;
  name: string;
}

/** The customer's groups, by name. */
export const groupsOf = (db: DbOrTx, userId: number): Promise<CardGroupRow[]> =>
  db
    .select({ id: cardGroups.id, name: cardGroups.name })
    .from(cardGroups)
    .where(eq(cardGroups.userId, userId))
    .orderBy(sql`lower(${cardGroups.name})`, asc(cardGroups.id));

const c = alias(simCards, 'c');
const p = alias(planVersions, 'p');

/**
 * Each of the customer's cards with its group and its use over its current allowance period (the usage
 * module's rule, as My SIMs shows it): a customer holds at most SIM_LIMIT_PER_ACCOUNT cards.
 */
export const groupedCardsOf = async (
  ctx: AppContext,
  userId: number,
): Promise<{ cardId: number; groupId: number | null; periodKb: number }[]> => {
  const usage = usageSummaryColumns(businessDayOf(ctx), ctx.config.BILLING_TZ);
  return ctx.database.db
    .select({ cardId: c.id, groupId: c.groupId, periodKb: usage.usagePeriodKb })
    .from(c)
    .leftJoin(p, eq(p.id, c.currentPlanId))
    .where(eq(c.userId, userId));
};

/** Serialises changes of one customer's groups, so the cap holds against two requests at once. */
const lockGroupsOf = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`card-groups:${userId}`}, 0))`);

const nameTaken = (error: unknown): never => {
  if (violatedUniqueConstraint(error) === 'card_groups_user_name_key')
    throw new DomainError('group_name_exists');
  throw error;
};

/** A new group; group_name_exists for a name the customer has (any case), group_limit_reached past the cap. */
export const createCardGroup = (db: DbOrTx, userId: number, name: string): Promise<CardGroupRow> =>
  db.transaction(async (tx) => {
    await lockGroupsOf(tx, userId);
    const [held] = await tx.select({ n: count() }).from(cardGroups).where(eq(cardGroups.userId, userId));
    if ((held?.n ?? 0) >= CARD_GROUPS_MAX)
      throw new DomainError('group_limit_reached', { max: CARD_GROUPS_MAX });
    const [row] = await tx
      .insert(cardGroups)
      .values({ userId, name })
      .returning({ id: cardGroups.id, name: cardGroups.name })
      .catch(nameTaken);
    return row!;
  });

export const renameCardGroup = async (
  db: DbOrTx,
  userId: number,
  groupId: number,
  name: string,
): Promise<CardGroupRow> => {
  const [row] = await db
    .update(cardGroups)
    .set({ name })
    .where(and(eq(cardGroups.id, groupId), eq(cardGroups.userId, userId)))
    .returning({ id: cardGroups.id, name: cardGroups.name })
    .catch(nameTaken);
  if (!row) throw new DomainError('not_found');
  return row;
};

/** Deletes a group; its cards become ungrouped (the foreign key's ON DELETE SET NULL), nothing else changes. */
export const deleteCardGroup = async (db: DbOrTx, userId: number, groupId: number): Promise<void> => {
  const gone = await db
    .delete(cardGroups)
    .where(and(eq(cardGroups.id, groupId), eq(cardGroups.userId, userId)))
    .returning({ id: cardGroups.id });
  if (gone.length === 0) throw new DomainError('not_found');
};

/**
 * Puts the cards in `groupId` (null: in no group). Every card must be the caller's and the group theirs, else
 * nothing moves (not_found): a list naming one card of someone else's is refused whole.
 */
export const moveCardsToGroup = (
  db: DbOrTx,
  userId: number,
  groupId: number | null,
  cardIds: number[],
): Promise<number> =>
  db.transaction(async (tx) => {
    const ids = [...new Set(cardIds)];
    if (groupId !== null) {
      const [group] = await tx
        .select({ id: cardGroups.id })
        .from(cardGroups)
        .where(and(eq(cardGroups.id, groupId), eq(cardGroups.userId, userId)))
        .for('share');
      if (!group) throw new DomainError('not_found');
    }
    const moved = await tx
      .update(simCards)
      .set({ groupId })
      .where(and(inArray(simCards.id, ids), eq(simCards.userId, userId)))
      .returning({ id: simCards.id });
    // the transaction rolls back what moved when one card is not the caller's
    if (moved.length !== ids.length) throw new DomainError('not_found');
    return moved.length;
  });

/**
 * The ids of a group's cards, by id (the order every action locks them in); not_found for another's group,
 * group_too_large past what one action handles.
 */
export const cardIdsOfGroup = async (db: DbOrTx, userId: number, groupId: number): Promise<number[]> => {
  const [group] = await db
    .select({ id: cardGroups.id })
    .from(cardGroups)
    .where(and(eq(cardGroups.id, groupId), eq(cardGroups.userId, userId)));
  if (!group) throw new DomainError('not_found');
  const rows = await db
    .select({ id: simCards.id })
    .from(simCards)
    .where(and(eq(simCards.groupId, groupId), eq(simCards.userId, userId)))
    .orderBy(asc(simCards.id))
    .limit(CARD_GROUP_ACTION_MAX_CARDS + 1);
  if (rows.length > CARD_GROUP_ACTION_MAX_CARDS) {
    throw new DomainError('group_too_large', { max: CARD_GROUP_ACTION_MAX_CARDS });
  }
  return rows.map((row) => row.id);
};

export type CardGroupActionRow = typeof cardGroupActions.$inferSelect;

export const findGroupAction = async (db: DbOrTx, key: string): Promise<CardGroupActionRow | undefined> =>
  (await db.select().from(cardGroupActions).where(eq(cardGroupActions.idempotencyKey, key)))[0];

/** Whether the customer already confirmed the quote of this fingerprint (a quote is used once, issue #67). */
export const groupQuoteUsed = async (db: DbOrTx, userId: number, fingerprint: string): Promise<boolean> =>
  (
    await db
      .select({ id: cardGroupActions.id })
      .from(cardGroupActions)
      .where(and(eq(cardGroupActions.userId, userId), eq(cardGroupActions.fingerprint, fingerprint)))
      .limit(1)
  ).length > 0;

export const recordGroupAction = async (
  tx: Tx,
  row: Omit<typeof cardGroupActions.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> => {
  await tx.insert(cardGroupActions).values(row);
};

/** The customer's groups and their actions' records, for the data export. */
export const cardGroupsExport = async (db: DbOrTx, userId: number) => ({
  groups: await db
    .select({ id: cardGroups.id, name: cardGroups.name, createdAt: cardGroups.createdAt })
    .from(cardGroups)
    .where(eq(cardGroups.userId, userId))
    .orderBy(asc(cardGroups.id)),
});

/**
 * A deleted account's groups and actions' records, inside the deletion's transaction after its cards were
 * retired (they left their groups then): the names were the customer's words (decision 0040).
 */
export const forgetCardGroups = async (tx: Tx, userId: number): Promise<void> => {
  await tx.delete(cardGroupActions).where(eq(cardGroupActions.userId, userId));
  await tx.delete(cardGroups).where(eq(cardGroups.userId, userId));
};
