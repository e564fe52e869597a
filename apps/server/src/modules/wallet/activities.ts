import type { Activity, ActivityFilter } from '@simportal/contract/api/wallet';
import type { Page } from '@simportal/contract/envelope';
import { count, desc } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { activities } from '../../db/schema.ts';
import { activityConditions } from './activity-filter.ts';
import { selectActivityViews, toActivity } from './presenters.ts';

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
  const where = activityConditions(ctx, db, userId, query);
  const [total] = await db.select({ n: count() }).from(activities).where(where);
  const views = await selectActivityViews(db)
    .where(where)
    .orderBy(desc(activities.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: views.map(toActivity), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
};
