import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import type { SimCardRow } from './queries.ts';
import { simCards } from './schema.ts';

/** The columns another module may write on a card it holds locked; the status moves only by transitionCard. */
export type CardTerms = Partial<Omit<typeof simCards.$inferInsert, 'id' | 'status' | 'iccid' | 'cardNumber'>>;

/** A card's row, locked for the rest of the transaction (FOR UPDATE), or undefined for an unknown card. */
export const lockCard = async (tx: Tx, cardId: number): Promise<SimCardRow | undefined> => {
  const [card] = await tx.select().from(simCards).where(eq(simCards.id, cardId)).for('update');
  return card;
};

/**
 * The customer's SUSPENDed cards that have a plan, in card order (the daily run's), each row locked for the rest
 * of the transaction: billing resumes them after a top-up.
 */
export const lockSuspendedCards = async (tx: Tx, userId: number): Promise<SimCardRow[]> =>
  tx
    .select()
    .from(simCards)
    .where(
      and(eq(simCards.userId, userId), eq(simCards.status, 'SUSPEND'), isNotNull(simCards.currentPlanId)),
    )
    .orderBy(asc(simCards.id))
    .for('update');

/**
 * Writes a locked card's terms that are not its status (billing's plan and cycle, a StarterPack's end, its
 * expiry): the status changes only through the state machine (card-status.ts transitionCard).
 */
export const updateCardTerms = async (tx: Tx, cardId: number, terms: CardTerms): Promise<void> => {
  await tx.update(simCards).set(terms).where(eq(simCards.id, cardId));
};

/** A new card, already bound to its holder (an eSIM, created by its application); answers its row. */
export const createBoundCard = async (
  tx: Tx,
  card: Omit<typeof simCards.$inferInsert, 'id'> & { userId: number },
): Promise<SimCardRow> => {
  const [row] = await tx.insert(simCards).values(card).returning();
  return row!;
};
