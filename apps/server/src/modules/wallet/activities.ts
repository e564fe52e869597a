import type { Activity, ActivityFilter } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { activities } from '../../db/schema.ts';
import { activityConditions } from './activity-filter.ts';
import { selectActivityViews, toActivity } from './presenters.ts';

/**
 * The Activities screen without a filter (what it opens on, and its paging): prepared, as it is read on every
 * visit (see db/prepared.ts). A filtered view builds its statement each time.
 */
const unfilteredCount = preparedPerDatabase((db) =>
  db
    .select({ n: count() })
    .from(activities)
    .where(eq(activities.userId, sql.placeholder('userId')))
    .prepare('activities_count'),
);
const unfilteredPage = preparedPerDatabase((db) =>
  selectActivityViews(db)
    .where(eq(activities.userId, sql.placeholder('userId')))
    .orderBy(desc(activities.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('activities_page'),
);

const isUnfiltered = (filter: ActivityFilter) =>
  !filter.type && !filter.cardId && !filter.cardNumber && !filter.start && !filter.end;

/**
 * The Activities screen: one user's balance changes, newest first. "Newest" is the highest id: a user's
 * changes are serialised on their balance row, so ids follow the order in which balance_after was computed.
 */
export const listActivities = async (
  ctx: AppContext,
  userId: number,
  query: ActivityFilter & { page: number; pageSize: number },
): Promise<Page<Activity>> => {
  const { db } = ctx.database;
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  if (isUnfiltered(query)) {
    const [total] = await unfilteredCount(db).execute({ userId });
    const views = await unfilteredPage(db).execute({ userId, limit, offset });
    return { items: views.map(toActivity), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }
  const where = activityConditions(ctx, db, userId, query);
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  const views = await selectActivityViews(db)
    .where(where)
    .orderBy(desc(activities.id))
    .limit(limit)
    .offset(offset);
  return { items: views.map(toActivity), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
};
