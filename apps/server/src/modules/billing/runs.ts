import type { BillingRun } from '@simportal/contract/api/billing';
import type { Page, PageQuery } from '@simportal/contract/envelope';
import { count, desc, eq } from 'drizzle-orm';
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
 * Records a day's run with its figures. Another instance running the same day at once may record it first: its
 * figures and these add up to the day, and the first record stands.
 */
export const recordBillingDay = async (db: DbOrTx, run: BillingRunRow): Promise<void> => {
  await db.insert(billingRuns).values(run).onConflictDoNothing();
};
