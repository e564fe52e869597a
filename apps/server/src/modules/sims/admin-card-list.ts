import {
  ADMIN_CARD_COUNT_CAP,
  type AdminCardListFilter,
  type AdminCardPage,
} from '@simportal/contract/api/admin';
import { and, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database.ts';
import { accountMatches, userAccounts } from '../users/index.ts';
import { cardNumberValue, toAdminCards } from './admin-cards.ts';
import { simCards } from './schema.ts';

const cardConditions = (query: AdminCardListFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(simCards.status, query.status));
  if (query.type) conditions.push(eq(simCards.type, query.type));
  if (query.starterPack) conditions.push(eq(simCards.isStarterPack, query.starterPack === 'true'));
  if (query.deleted) {
    conditions.push(query.deleted === 'true' ? isNotNull(simCards.deletedAt) : isNull(simCards.deletedAt));
  }
  // the holder is the users module's: searched through its user_accounts view, joined below
  if (query.holder) conditions.push(accountMatches(query.holder));
  // numeric bounds, on the indexed expression: '9' < '10', and '0010' equals '10'
  if (query.cardNumberFrom) conditions.push(sql`${cardNumberValue} >= ${query.cardNumberFrom}::numeric`);
  if (query.cardNumberTo) conditions.push(sql`${cardNumberValue} <= ${query.cardNumberTo}::numeric`);
  return conditions;
};

/**
 * The admin card list: filtered, in numeric card-number order (the index sim_cards_card_number_numeric_idx
 * serves both the bounds and the order, so a page is a short index range scan even among millions of cards).
 * A holder filter joins the users module's view, in the page's statement and in the count's. The total is
 * counted up to ADMIN_CARD_COUNT_CAP: past it `total` is the cap + 1 and `totalCapped` true, so a wide filter
 * never makes the database count a million rows for a pager. The page's holders and plans are named after it.
 */
export const listAdminCards = async (
  db: DbOrTx,
  query: AdminCardListFilter,
  now: Date,
): Promise<AdminCardPage> => {
  const conditions = cardConditions(query);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // the page and the count read the same cards, joined to their holder when a holder is searched
  const matchingCards = <T extends PgSelect>(select: T) =>
    (query.holder ? select.innerJoin(userAccounts, eq(userAccounts.id, simCards.userId)) : select).where(
      where,
    );
  const bounded = matchingCards(db.select({ one: sql`1` }).from(simCards).$dynamic())
    .limit(ADMIN_CARD_COUNT_CAP + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    matchingCards(db.select({ card: simCards }).from(simCards).$dynamic())
      .orderBy(cardNumberValue, simCards.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bounded),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: await toAdminCards(
      db,
      rows.map((row) => row.card),
      now,
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalCapped: total > ADMIN_CARD_COUNT_CAP,
  };
};
