import { and, asc, desc, eq, gte, not } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { cardUsesNumberSql } from '../sims/index.ts';
import { esimProfiles } from './schema.ts';

export type EsimProfileRow = typeof esimProfiles.$inferSelect;

/** A free profile whose ICCID no SIM card uses yet (as ICCID or card number). */
const takeable = () => and(eq(esimProfiles.status, 'AVAILABLE'), not(cardUsesNumberSql(esimProfiles.iccid)));

/**
 * Locks the oldest free profile for this transaction, or undefined when none is left. `FOR UPDATE SKIP LOCKED`:
 * concurrent applications each lock a different profile instead of queueing on the same one, so two customers
 * never get the same profile and nobody waits. A profile whose ICCID is already a SIM card's ICCID or card
 * number (an administrator imported it as a plain card too) is skipped: it could never become a card.
 */
export const lockFreeProfile = async (tx: Tx): Promise<EsimProfileRow | undefined> => {
  const [profile] = await tx
    .select()
    .from(esimProfiles)
    .where(takeable())
    .orderBy(asc(esimProfiles.id))
    .limit(1)
    .for('update', { of: esimProfiles, skipLocked: true });
  return profile;
};

/** Marks a locked free profile as the card's; false if it was not free any more (never with the lock held). */
export const assignProfile = async (
  tx: Tx,
  profileId: number,
  assignment: { cardId: number; userId: number; at: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(esimProfiles)
    .set({
      status: 'ASSIGNED',
      cardId: assignment.cardId,
      assignedUserId: assignment.userId,
      assignedAt: assignment.at,
    })
    .where(and(eq(esimProfiles.id, profileId), eq(esimProfiles.status, 'AVAILABLE')))
    .returning({ id: esimProfiles.id });
  return rows.length === 1;
};

/** The profile an eSIM card was made from. */
export const findProfileOfCard = async (db: DbOrTx, cardId: number): Promise<EsimProfileRow | undefined> => {
  const [profile] = await db.select().from(esimProfiles).where(eq(esimProfiles.cardId, cardId));
  return profile;
};

/** Whether at least one profile could be taken now (the offer's `inStock`). */
export const hasFreeProfile = async (db: DbOrTx): Promise<boolean> => {
  const rows = await db.select({ id: esimProfiles.id }).from(esimProfiles).where(takeable()).limit(1);
  return rows.length > 0;
};

/**
 * The cards made from profiles assigned since `since`, newest first, at most `limit`: the eSIMs whose install the
 * network may still report (commands/esim-supply.ts asks it for those not yet seen installed).
 */
export const recentlyAssignedProfiles = async (db: DbOrTx, since: Date, limit: number) =>
  (
    await db
      .select({ cardId: esimProfiles.cardId, iccid: esimProfiles.iccid })
      .from(esimProfiles)
      .where(and(eq(esimProfiles.status, 'ASSIGNED'), gte(esimProfiles.assignedAt, since)))
      .orderBy(desc(esimProfiles.assignedAt))
      .limit(limit)
  ).flatMap((row) => (row.cardId === null ? [] : [{ cardId: row.cardId, iccid: row.iccid }]));
