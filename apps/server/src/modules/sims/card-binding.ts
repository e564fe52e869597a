import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { simCards } from './schema.ts';

/** The card printed with this number and ICCID, with what binding it checks; undefined when none is. */
export const findCardByNumbers = async (db: DbOrTx, cardNumber: string, iccid: string) =>
  (
    await db
      .select({
        id: simCards.id,
        verifyCodeHash: simCards.verifyCodeHash,
        userId: simCards.userId,
        deletedAt: simCards.deletedAt,
      })
      .from(simCards)
      .where(and(eq(simCards.cardNumber, cardNumber), eq(simCards.iccid, iccid)))
  )[0];

/**
 * Takes a free card for a customer with one conditional UPDATE (`… WHERE user_id IS NULL AND deleted_at IS NULL
 * RETURNING`): of concurrent binds of one card exactly one is answered true; the others false.
 */
export const takeFreeCard = async (tx: Tx, cardId: number, userId: number, at: Date): Promise<boolean> => {
  const won = await tx
    .update(simCards)
    .set({ userId, boundAt: at, label: null })
    .where(and(eq(simCards.id, cardId), isNull(simCards.userId), isNull(simCards.deletedAt)))
    .returning({ id: simCards.id });
  return won.length > 0;
};
