import {
  ADMIN_CARD_COUNT_CAP,
  type AdminCardListFilter,
  type AdminCardPage,
} from '@simportal/contract/api/admin';
import { and, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { simCards } from '../sims/schema.ts';
import { users } from '../users/schema.ts';
import { cardNumberValue, selectAdminCards, toAdminCard } from './card-queries.ts';

const cardConditions = (query: AdminCardListFilter): SQL[] => {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(simCards.status, query.status));
  if (query.type) conditions.push(eq(simCards.type, query.type));
  if (query.starterPack) conditions.push(eq(simCards.isStarterPack, query.starterPack === 'true'));
  if (query.deleted) {
    conditions.push(query.deleted === 'true' ? isNotNull(simCards.deletedAt) : isNull(simCards.deletedAt));
  }
  if (query.holder) {
    const pattern = containsPattern(query.holder);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern)) as SQL);
  }
  // numeric bounds, on the indexed expression: '9' < '10', and '0010' equals '10'
  if (query.cardNumberFrom) conditions.push(sql`${cardNumberValue} >= ${query.cardNumberFrom}::numeric`);
  if (query.cardNumberTo) conditions.push(sql`${cardNumberValue} <= ${query.cardNumberTo}::numeric`);
  return conditions;
};

/**
 * The admin card list: filtered, in numeric card-number order (the index sim_cards_card_number_numeric_idx
 * serves both the bounds and the order, so a page is a short index range scan even among millions of cards).
 * The total is counted up to ADMIN_CARD_COUNT_CAP: past it `total` is the cap + 1 and `totalCapped` true, so
 * a wide filter never makes the database count a million rows for a pager.
 */
export const listCards = async (ctx: AppContext, query: AdminCardListFilter): Promise<AdminCardPage> => {
  const { db } = ctx.database;
  const conditions = cardConditions(query);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const matching = db.select({ one: sql`1` }).from(simCards);
  const bounded = (query.holder ? matching.leftJoin(users, eq(users.id, simCards.userId)) : matching)
    .where(where)
    .limit(ADMIN_CARD_COUNT_CAP + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    selectAdminCards(db)
      .where(where)
      .orderBy(cardNumberValue, simCards.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bounded),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map(toAdminCard),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalCapped: total > ADMIN_CARD_COUNT_CAP,
  };
};
