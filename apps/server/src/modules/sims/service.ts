import type { MySimsQuery, SimCard, UpdateLabelBody } from '@simportal/contract/api/sims';
import type { Page } from '@simportal/contract/envelope';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import type { Tx } from '../../db/database.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { CallerRead } from '../auth/index.ts';
import { queueCarrierCommand } from '../carrier/index.ts';
import { type DeliveryLog, deliverNow } from '../deliveries/index.ts';
import { transitionCard } from './card-status.ts';
import { usageSummaries } from './card-usage-summaries.ts';
import { toSimCard } from './presenters.ts';
import { findOwnedCard, labelTaken, listOwnedCards, lockOwnedCard } from './queries.ts';
import { simCards } from './schema.ts';

/** My SIMs: one page of the customer's cards, read as `caller` (http/authenticate.ts readAsCaller). */
export const listMyCards = async (
  ctx: AppContext,
  caller: { userId: number; sessionId: string; memberId?: number | undefined },
  query: MySimsQuery,
): Promise<CallerRead<Page<SimCard>>> => {
  const { rows, total, session } = await listOwnedCards(ctx.database.db, caller, query, {
    today: businessDayOf(ctx),
    tz: ctx.config.BILLING_TZ,
  });
  const items = rows.map((row) => ({ ...toSimCard(row), usage: row.usage }));
  return { session, value: { items, total, page: query.page, pageSize: query.pageSize } };
};

/** One of the customer's cards; not_found (404) for an unknown card or someone else's. */
export const getMyCard = async (ctx: AppContext, userId: number, cardId: number): Promise<SimCard> => {
  const row = await findOwnedCard(ctx.database.db, userId, cardId);
  if (!row) throw new DomainError('not_found');
  const usage = await usageSummaries(ctx, [row.card.id]);
  return { ...toSimCard(row), usage: usage.get(row.card.id) ?? null };
};

/** Sets or clears (null) a card's label; label_exists when another of the customer's cards has it. */
export const updateLabel = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  label: UpdateLabelBody['label'],
): Promise<SimCard> => {
  const db = ctx.database.db;
  const value = label ? label : null;
  if (!(await findOwnedCard(db, userId, cardId))) throw new DomainError('not_found');
  if (value !== null && (await labelTaken(db, userId, cardId, value))) throw new DomainError('label_exists');
  try {
    await db.update(simCards).set({ label: value }).where(eq(simCards.id, cardId));
  } catch (error) {
    // two requests labelling two cards alike at once: the unique index decides
    if (violatedUniqueConstraint(error) === 'sim_cards_user_label_key') throw new DomainError('label_exists');
    throw error;
  }
  return getMyCard(ctx, userId, cardId);
};

/**
 * Stop Billing (spec §4): USING or SUSPEND → PAUSED through the status machine, so no daily fee is charged and
 * the carrier is told to pause the service once the change is committed. A plan change waiting for the next
 * business day is cancelled with it: a paused card has no next day to switch on, and ordering a plan is what
 * resumes it. Any other status is illegal_status_transition (409).
 */
export const stopBilling = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  log?: DeliveryLog,
): Promise<SimCard> => {
  const commandId = await ctx.database.db.transaction(async (tx) => {
    const card = await lockOwnedCard(tx, userId, cardId);
    if (!card) throw new DomainError('not_found');
    return stopCardBilling(tx, card);
  });
  await deliverNow(ctx, [commandId], log);
  return getMyCard(ctx, userId, cardId);
};

/**
 * Stop Billing's change on a card the caller's transaction locked (lockOwnedCard: the customer's route above, a
 * group action, an administrator's action on the holder's card with its audit entry in the same transaction):
 * answers the PAUSE command to deliver after the commit.
 */
export const stopCardBilling = async (tx: Tx, card: OwnedCard): Promise<number> => {
  await transitionCard(tx, card, 'PAUSED', { pendingPlanId: null });
  return queueCarrierCommand(tx, { cardId: card.id, iccid: card.iccid }, 'PAUSE');
};

type OwnedCard = NonNullable<Awaited<ReturnType<typeof lockOwnedCard>>>;

/**
 * Retires a locked card of the customer's, inside the caller's transaction: unbound, its plan and label cleared,
 * its status back to NOT_ACTIVE through the status machine, and marked deleted, so nobody can bind it until an
 * administrator releases it. Answers the TERMINATE command to deliver after the commit.
 */
const retireCard = async (tx: Tx, card: OwnedCard, userId: number, now: Date): Promise<number> => {
  const retire = {
    userId: null,
    label: null,
    groupId: null,
    currentPlanId: null,
    pendingPlanId: null,
    planCreatedAt: null,
    expireAt: null,
    boundAt: null,
    deletedAt: now,
    deletedByUserId: userId,
    lastRetiredAt: now,
  };
  if (card.status === 'NOT_ACTIVE') {
    await tx.update(simCards).set(retire).where(eq(simCards.id, card.id));
  } else {
    await transitionCard(tx, card, 'NOT_ACTIVE', retire);
  }
  return queueCarrierCommand(tx, { cardId: card.id, iccid: card.iccid }, 'TERMINATE');
};

/**
 * Deletes a card from the customer's account for good (spec §4: irreversible). The row stays (activities and
 * traffic records keep pointing at it) but it is retired (retireCard). The carrier is told to end the card's
 * service after the commit.
 */
export const deleteCard = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  log?: DeliveryLog,
): Promise<void> => {
  const commandId = await ctx.database.db.transaction(async (tx) => {
    const card = await lockOwnedCard(tx, userId, cardId);
    if (!card) throw new DomainError('not_found');
    return retireCard(tx, card, userId, ctx.clock.now());
  });
  await deliverNow(ctx, [commandId], log);
};

/**
 * Every card of a customer whose account is being deleted, retired as deleteCard retires one, inside the
 * deletion's transaction (docs/decisions/0040). Answers the TERMINATE commands to deliver after the commit.
 */
export const retireAllCards = async (tx: Tx, userId: number, now: Date): Promise<number[]> => {
  const owned = await tx
    .select({ id: simCards.id })
    .from(simCards)
    .where(eq(simCards.userId, userId))
    .orderBy(simCards.id);
  const commands: number[] = [];
  for (const { id } of owned) {
    const card = await lockOwnedCard(tx, userId, id);
    if (card) commands.push(await retireCard(tx, card, userId, now));
  }
  return commands;
};

/**
 * An administrator takes a card back from its holder (issue #59): retired as the holder's own delete retires it
 * (unbound, plan and label cleared, NOT_ACTIVE, the holder's usage kept apart by last_retired_at), then released
 * at once to the inventory, in the caller's transaction. Answers the TERMINATE command to deliver after the commit.
 */
export const takeBackCard = async (tx: Tx, userId: number, cardId: number, now: Date): Promise<number> => {
  const card = await lockOwnedCard(tx, userId, cardId);
  if (!card) throw new DomainError('not_found');
  const command = await retireCard(tx, card, userId, now);
  await tx.update(simCards).set({ deletedAt: null, deletedByUserId: null }).where(eq(simCards.id, card.id));
  return command;
};
