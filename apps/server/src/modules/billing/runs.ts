import type { BillingRun } from '@simportal/contract/api/billing';
import type { Page, PageQuery } from '@simportal/contract/envelope';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
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

export type BillingRunRow = typeof billingRuns.$inferSelect;

/** The newest recorded run (the operator's /metrics, the catch-up's start), or null before the first one. */
export const latestBillingRun = async (db: DbOrTx): Promise<BillingRunRow | null> => {
  const [row] = await db.select().from(billingRuns).orderBy(desc(billingRuns.businessDay)).limit(1);
  return row ?? null;
};

/** Whether the run of `day` was recorded (every batch of it done). */
export const isBillingDayRecorded = async (db: DbOrTx, day: string): Promise<boolean> =>
  (
    await db
      .select({ day: billingRuns.businessDay })
      .from(billingRuns)
      .where(eq(billingRuns.businessDay, day))
  ).length > 0;

/**
 * `isBillingDayRecorded` inside another statement (the dashboard's closable days, the runway's "today is paid"):
 * whether the run of `day` (an SQL date) was recorded, one probe of the primary key.
 */
export const billingDayRecordedSql = (day: SQL): SQL =>
  sql`exists (select 1 from billing_runs r where r.business_day = ${day})`;

/**
 * Records a day's run with its figures. Another instance running the same day at once may record it first: its
 * figures and these add up to the day, and the first record stands.
 */
export const recordBillingDay = async (db: DbOrTx, run: BillingRunRow): Promise<void> => {
  await db.insert(billingRuns).values(run).onConflictDoNothing();
};
