import type { BillingRun } from '@simportal/contract/api/billing';
import type { Page, PageQuery } from '@simportal/contract/envelope';
import { count, desc } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { billingRuns } from './schema.ts';

/** The recorded days of the daily run, newest first (administrators). */
export const listBillingRuns = async (ctx: AppContext, query: PageQuery): Promise<Page<BillingRun>> => {
  const db = ctx.database.db;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(billingRuns)
      .orderBy(desc(billingRuns.businessDay))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(billingRuns),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** The newest recorded run (the operator's /metrics), or null before the first one. */
export const latestBillingRun = async (db: DbOrTx) => {
  const [row] = await db.select().from(billingRuns).orderBy(desc(billingRuns.businessDay)).limit(1);
  return row ?? null;
};
