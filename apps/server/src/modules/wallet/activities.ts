import type { Activity, ActivityFilter } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { CallerRead } from '../auth/index.ts';
import { sessionStateColumns } from '../auth/index.ts';
import { planVersions } from '../catalog/index.ts';
import { ledgerEntries } from '../ledger/index.ts';
import { cards } from '../sims/index.ts';
import { activityConditions } from './activity-filter.ts';
import { activityViewColumns, selectActivityViews, starterPackPlanOf, toActivity } from './presenters.ts';
import { payOrders } from './schema.ts';

/**
 * The Activities screen without a filter (what it opens on, and its paging): the page, the user's count and
 * the caller's session (http/authenticate.ts readAsCaller) in one statement, prepared, as it is read on every
 * visit (see db/prepared.ts). The count and the session are uncorrelated subqueries, computed once per
 * statement (the count from activities_user_id_idx, not a window over the joined rows). A page past the last
 * has no row to carry them: the count is then asked alone (and the session looked up). A filtered view builds
 * its statements each time.
 */
const unfilteredCount = preparedPerDatabase((db) =>
  db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, sql.placeholder('userId')))
    .prepare('activities_count'),
);
const unfilteredPage = preparedPerDatabase((db) =>
  db
    .select({
      ...activityViewColumns,
      total: sql<number>`(select count(*) from ${ledgerEntries} counted
        where counted.user_id = ${sql.placeholder('userId')})`.mapWith(Number),
      session: sessionStateColumns(sql.placeholder('sessionId')),
    })
    .from(ledgerEntries)
    .leftJoin(cards, eq(cards.id, ledgerEntries.cardId))
    .leftJoin(payOrders, eq(payOrders.id, ledgerEntries.payOrderId))
    .leftJoin(planVersions, starterPackPlanOf)
    .where(eq(ledgerEntries.userId, sql.placeholder('userId')))
    .orderBy(desc(ledgerEntries.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('activities_page'),
);

const isUnfiltered = (filter: ActivityFilter) =>
  !filter.type && !filter.cardId && !filter.cardNumber && !filter.start && !filter.end;

/**
 * The Activities screen: one user's balance changes, newest first. "Newest" is the highest id: a user's
 * changes are serialised on their balance row, so ids follow the order in which balance_after was computed.
 * Read as `caller` (readAsCaller): the unfiltered page carries the state of their session.
 */
export const listActivities = async (
  ctx: AppContext,
  caller: { userId: number; sessionId: string },
  query: ActivityFilter & { page: number; pageSize: number },
): Promise<CallerRead<Page<Activity>>> => {
  const { db } = ctx.database;
  const { userId, sessionId } = caller;
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const pageOf = (items: Activity[], total: number) => ({
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
  });
  if (isUnfiltered(query)) {
    const views = await unfilteredPage(db).execute({ userId, sessionId, limit, offset });
    const [first] = views;
    if (first) return { session: first.session, value: pageOf(views.map(toActivity), first.total) };
    const total = offset > 0 ? ((await unfilteredCount(db).execute({ userId }))[0]?.n ?? 0) : 0;
    return { session: undefined, value: pageOf([], total) };
  }
  const where = activityConditions(ctx, db, userId, query);
  const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where);
  const views = await selectActivityViews(db)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
  return { session: undefined, value: pageOf(views.map(toActivity), total?.n ?? 0) };
};

/**
 * One page of a customer's activities, newest first, before the activity `before` (a keyset: the data export
 * reads a whole history this way in flat memory); null starts at the newest.
 */
export const activityPage = async (
  db: DbOrTx,
  userId: number,
  before: number | null,
  size: number,
): Promise<Activity[]> =>
  (
    await selectActivityViews(db)
      .where(
        before === null
          ? eq(ledgerEntries.userId, userId)
          : and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.id, before)),
      )
      .orderBy(desc(ledgerEntries.id))
      .limit(size)
  ).map(toActivity);
