import { and, asc, eq, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm';
import { selectRows, type Tx } from '../../db/database.ts';
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

/** Terms as SQL for the set-based writer: each an expression of the card (`c`) and the caller's relations. */
export type CardTermsSql = { [K in keyof CardTerms]?: SQL };

const columnsOfCards = getTableColumns(simCards);

/**
 * The set-based updateCardTerms: one UPDATE that writes `set` on every card `where` selects, inside the caller's
 * transaction, and answers how many cards it wrote. `where` and the terms are SQL over the card, aliased `c` (read
 * only the columns the cards view publishes, views.ts), and over the relations of `from` (the caller's own, or
 * the views and SQL other owners publish); a row changed by a concurrent transaction is checked again against
 * `where` before it is written, as any UPDATE's. The status is not a term: it moves by transitionCards.
 * Billing's daily run moves a batch's cards to their pending plans and to new plan versions with it.
 */
export const updateCardsTerms = async (
  tx: Tx,
  change: { set: CardTermsSql; from?: SQL; where: SQL },
): Promise<number> => {
  const terms = Object.entries(change.set).map(
    ([key, value]) => sql`${sql.identifier(columnsOfCards[key as keyof CardTerms].name)} = ${value}`,
  );
  if (terms.length === 0) throw new Error('updateCardsTerms: no term to write');
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`with changed as (
          update sim_cards c set ${sql.join(terms, sql`, `)}
          ${change.from ? sql`from ${change.from}` : sql``}
          where ${change.where}
          returning 1)
        select count(*)::int as n from changed`,
  );
  return Number(row?.n ?? 0);
};

/** A new card, already bound to its holder (an eSIM, created by its application); answers its row. */
export const createBoundCard = async (
  tx: Tx,
  card: Omit<typeof simCards.$inferInsert, 'id'> & { userId: number },
): Promise<SimCardRow> => {
  const [row] = await tx.insert(simCards).values(card).returning();
  return row!;
};
