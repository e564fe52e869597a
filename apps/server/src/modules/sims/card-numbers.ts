import { type AnyColumn, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { simCards } from './schema.ts';

/** Of `numbers`, those a card already uses as its ICCID or its card number (an import must not reuse them). */
export const numbersInUse = async (db: DbOrTx, numbers: string[]): Promise<Set<string>> => {
  if (numbers.length === 0) return new Set();
  const cards = await db
    .select({ iccid: simCards.iccid, cardNumber: simCards.cardNumber })
    .from(simCards)
    .where(or(inArray(simCards.iccid, numbers), inArray(simCards.cardNumber, numbers)));
  return new Set(cards.flatMap((card) => [card.iccid, card.cardNumber]));
};

/**
 * The condition "some card uses `number` as its ICCID or card number", for another module's statement (a
 * correlated EXISTS, so a query over many rows stays one statement).
 */
export const cardUsesNumberSql = (number: AnyColumn | SQL): SQL =>
  sql`exists (select 1 from ${simCards} where ${simCards.iccid} = ${number} or ${simCards.cardNumber} = ${number})`;

/** One column of some cards, by card id. */
const columnOfCards = async (
  db: DbOrTx,
  cardIds: number[],
  column: typeof simCards.iccid | typeof simCards.cardNumber,
): Promise<Map<number, string>> => {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({ id: simCards.id, value: column })
    .from(simCards)
    .where(inArray(simCards.id, cardIds));
  return new Map(rows.map((row) => [row.id, row.value]));
};

/** The ICCIDs of some cards, by card id. */
export const iccidsOf = (db: DbOrTx, cardIds: number[]) => columnOfCards(db, cardIds, simCards.iccid);

/** The card numbers of some cards, by card id (how an administrator names a card). */
export const cardNumbersOf = (db: DbOrTx, cardIds: number[]) =>
  columnOfCards(db, cardIds, simCards.cardNumber);
