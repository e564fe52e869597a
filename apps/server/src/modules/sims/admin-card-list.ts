import {
  ADMIN_CARD_COUNT_CAP,
  type AdminCard,
  type AdminCardExportFilter,
  type AdminCardListFilter,
} from '@simportal/contract/api/admin';
import type { Page } from '@simportal/contract/envelope';
import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { startsWithPattern } from '../../db/contains-pattern.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { accountMatches, userAccounts } from '../users/index.ts';
import { cardNumberValue, toAdminCards } from './admin-cards.ts';
import type { SimCardRow } from './queries.ts';
import { cardGroups, simCards } from './schema.ts';

/** How many holders a search's holder arm may name: a box typed with one letter still reads a bounded set. */
const HOLDERS_SEARCHED = 1000;
/** How many groups the group filter may name, for the same reason (customers' groups share names). */
const GROUPS_SEARCHED = 1000;
/** How many cards each arm of the search box reads before the search counts as wide (see searchCondition). */
const SEARCH_ARM_CAP = ADMIN_CARD_COUNT_CAP + 1;
const ICCID_LIKE = /^[0-9]{15,}$/;

/** The holders whose name or e-mail contains the text, through the users module's view. */
const holdersMatching = (text: string): SQL =>
  sql`select ${userAccounts.id} from ${userAccounts} where ${accountMatches(text)} limit ${HOLDERS_SEARCHED}`;

/**
 * The search box's arms, each its own indexed lookup read up to SEARCH_ARM_CAP cards (the text_pattern_ops
 * indexes of migration 0048, the holders through the users module's view): the cards whose number, ICCID or
 * label (any case) starts with the text, or whose holder's name or e-mail contains it. 15 digits or more is an
 * ICCID or a card number, not part of a name or an address (a mobile number is 11): the holders' contains-match,
 * a scan of every account, is left out then.
 */
const searchHits = (text: string): SQL => {
  const prefix = startsWithPattern(text);
  const lowerPrefix = startsWithPattern(text.toLowerCase());
  const holders = ICCID_LIKE.test(text)
    ? sql``
    : sql`union all (select s.id, 4 as arm from ${simCards} s where s.user_id in (${holdersMatching(text)})
        limit ${SEARCH_ARM_CAP})`;
  return sql`(select s.id, 1 as arm from ${simCards} s where s.card_number like ${prefix} limit ${SEARCH_ARM_CAP})
    union all (select s.id, 2 from ${simCards} s where s.iccid like ${prefix} limit ${SEARCH_ARM_CAP})
    union all (select s.id, 3 from ${simCards} s where s.label is not null and lower(s.label) like ${lowerPrefix}
      limit ${SEARCH_ARM_CAP})
    ${holders}`;
};

/** The same search as a test of the card being read. */
const searchRowTest = (text: string): SQL => {
  const prefix = startsWithPattern(text);
  return sql`(${simCards.cardNumber} like ${prefix} or ${simCards.iccid} like ${prefix}
    or (${simCards.label} is not null and lower(${simCards.label}) like ${startsWithPattern(text.toLowerCase())})
    ${ICCID_LIKE.test(text) ? sql`` : sql`or ${simCards.userId} in (${holdersMatching(text)})`})`;
};

/**
 * The search box as a condition, every match either way. A narrow search (no arm reached its cap) becomes the
 * ids its arms found: the page reads them by key and sorts them. A wide one (an arm found SEARCH_ARM_CAP cards,
 * "8" of every ICCID) becomes the per-card test, read in the list's order, where matches are dense enough to fill
 * a page at once. One form for both lost either way at a million cards: the ids of a wide search (a million, in
 * a hashed set) or the walk of a narrow one (the whole list's order for two cards).
 */
const searchCondition = async (
  db: DbOrTx,
  text: string,
): Promise<{ condition: SQL; narrow: boolean; found: number | null }> => {
  const [found] = await selectRows<{ wide: boolean; ids: number[] | null }>(
    db,
    sql`with hits as (${searchHits(text)}),
        widest as (select coalesce(max(n), 0) as n from (select count(*) as n from hits group by arm) arms)
      select (select n from widest) >= ${SEARCH_ARM_CAP} as wide,
        case when (select n from widest) >= ${SEARCH_ARM_CAP} then null
          else (select array_agg(distinct id) from hits) end as ids`,
  );
  if (found?.wide) return { condition: searchRowTest(text), narrow: false, found: null };
  const ids = (found?.ids ?? []).map(Number);
  return {
    condition: ids.length === 0 ? sql`false` : sql`${simCards.id} = any(${sql.param(ids)}::int[])`,
    narrow: true,
    found: ids.length,
  };
};

/**
 * Cards in a customer's group whose name starts with the text (any case): the groups from
 * card_groups_name_prefix_idx, then their cards from sim_cards_group_idx (an array, not `in (select …)`, which the
 * planner answered with a merge join walking every grouped card).
 */
const groupCondition = (text: string): SQL =>
  sql`${simCards.groupId} = any(array(select g.id from ${cardGroups} g
    where lower(g.name) like ${startsWithPattern(text.toLowerCase())} limit ${GROUPS_SEARCHED}))`;

/**
 * A filter made ready to read: its conditions, whether it joins the holders (the holder filter), and the order to
 * read it in: the list's index, or, for a narrow search, `(card_number::numeric + 0)`, the same order the index
 * cannot give. The planner takes a narrow search's ids as spread evenly over the list and walks its index for
 * the first page's few; when they sit at its far end (cards 987,000-987,999 of a million) that walk read the whole
 * list, 0.7 s. Read by key and sorted, a few thousand cards take milliseconds.
 */
export interface CardWhere {
  conditions: SQL[];
  joinsHolder: boolean;
  order: SQL;
  /** How many cards match, when a narrow search is the whole filter (its ids are the answer): no count needed. */
  known: number | null;
}

const sortedCardNumber = sql`(${cardNumberValue} + 0)`;

/** The filter's conditions, the search box's resolved once (its arms read here): for a walk of many batches. */
export const cardWhere = async (db: DbOrTx, query: AdminCardExportFilter): Promise<CardWhere> => {
  const conditions: SQL[] = [];
  const search = query.q ? await searchCondition(db, query.q) : null;
  if (search) conditions.push(search.condition);
  if (query.group) conditions.push(groupCondition(query.group));
  if (query.planId) conditions.push(eq(simCards.currentPlanId, query.planId));
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
  return {
    conditions,
    joinsHolder: Boolean(query.holder),
    order: search?.narrow ? sortedCardNumber : cardNumberValue,
    known: search && conditions.length === 1 ? search.found : null,
  };
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
): Promise<Page<AdminCard> & { totalCapped: boolean }> => {
  const { conditions, joinsHolder, order, known } = await cardWhere(db, query);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  // the page and the count read the same cards, joined to their holder when a holder is searched
  const matchingCards = <T extends PgSelect>(select: T) =>
    (joinsHolder ? select.innerJoin(userAccounts, eq(userAccounts.id, simCards.userId)) : select).where(
      where,
    );
  const bounded = matchingCards(db.select({ one: sql`1` }).from(simCards).$dynamic())
    .limit(ADMIN_CARD_COUNT_CAP + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    matchingCards(db.select({ card: simCards }).from(simCards).$dynamic())
      .orderBy(order, simCards.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    known === null ? db.select({ n: count() }).from(bounded) : [{ n: known }],
  ]);
  const total = Math.min(counted?.n ?? 0, ADMIN_CARD_COUNT_CAP + 1);
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

/** Where a walk through the filtered cards stands: the last card read, in the list's order. */
export interface AdminCardCursor {
  cardNumber: string;
  id: number;
}

/**
 * The next `limit` cards of the filter after `after`, in the list's order (numeric card number, then id): a
 * keyset walk on the list's index, so the export reads a million cards in batches of equal cost.
 */
export const adminCardsAfter = async (
  db: DbOrTx,
  where: CardWhere,
  after: AdminCardCursor | null,
  limit: number,
): Promise<SimCardRow[]> => {
  const conditions = [...where.conditions];
  if (after) {
    conditions.push(sql`(${cardNumberValue}, ${simCards.id}) > (${after.cardNumber}::numeric, ${after.id})`);
  }
  const select = db.select({ card: simCards }).from(simCards).$dynamic();
  const rows = await (where.joinsHolder
    ? select.innerJoin(userAccounts, eq(userAccounts.id, simCards.userId))
    : select
  )
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(where.order, simCards.id)
    .limit(limit);
  return rows.map((row) => row.card);
};

/**
 * The ids of the cards the filter shows, in the list's order, at most `limit` (a bulk action on a whole filter:
 * the caller asks one more than it takes, to refuse a wider filter whole).
 */
export const adminCardIds = async (
  db: DbOrTx,
  filter: AdminCardExportFilter,
  limit: number,
): Promise<number[]> => {
  const { conditions, joinsHolder, order } = await cardWhere(db, filter);
  const select = db.select({ id: simCards.id }).from(simCards).$dynamic();
  const rows = await (joinsHolder
    ? select.innerJoin(userAccounts, eq(userAccounts.id, simCards.userId))
    : select
  )
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(order, simCards.id)
    .limit(limit);
  return rows.map((row) => row.id);
};

/** Which of `ids` are cards (a selection sent by a client may name one that is not). */
export const knownCardIds = async (db: DbOrTx, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: simCards.id })
          .from(simCards)
          .where(inArray(simCards.id, [...ids]))
          .orderBy(cardNumberValue, simCards.id)
      ).map((row) => row.id);
