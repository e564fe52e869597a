import { isIsoDate } from '@simportal/contract/calendar-date';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { billingRuns } from '../../db/schema.ts';
import { deliverCarrierCommands } from '../carrier/carrier-commands.ts';
import { businessDayOf, nextBusinessDay } from './business-day.ts';
import { deliverRunMails, queueRunMails } from './run-mails.ts';
import {
  applyPendingPlans,
  BILLING_RUN_LOCK,
  chargeDay,
  lockBalances,
  noteLowBalances,
} from './run-statements.ts';

export type RunLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DayRun {
  businessDay: string;
  /** The day had already been run (and `force` was not given): nothing was done. */
  skipped: boolean;
  pendingApplied: number;
  charged: number;
  chargedMinor: number;
  suspended: number;
  lowBalanceWarned: number;
  /** The day's transaction, from its first statement to its commit. */
  transactionMs: number;
  /** Everything, with the carrier and SMTP told after the commit. */
  durationMs: number;
  /** Milliseconds of each statement of the day (for the operator and the benchmark). */
  stagesMs: Record<string, number>;
}

export interface RunOptions {
  /** Run the statements even when the day is recorded as done (they change nothing then: the keys hold). */
  force?: boolean;
  /** Called after every statement, just before the commit (the SIGKILL test holds the transaction open here). */
  beforeCommit?: () => Promise<void>;
  log?: RunLog;
}

/**
 * One business day of the daily billing run (ARCHITECTURE §3), as ONE transaction of a few set-based
 * statements (run-statements.ts): apply the pending plans taking effect, lock the balances of customers with
 * cards in use, charge every card in use its fee or suspend it, note tomorrow's low balances, queue the mails,
 * record the day. A crash anywhere leaves nothing of it; a re-run, here or on another instance, charges
 * nothing twice: runs take one advisory lock (one at a time), a recorded day is skipped, and a card's
 * DAILY_FEE of a day is unique in the ledger (activities_daily_fee_key). The carrier and SMTP are told after the
 * commit.
 */
export const runBillingDay = async (
  ctx: AppContext,
  day: string,
  options: RunOptions = {},
): Promise<DayRun> => {
  if (!isIsoDate(day)) throw new RangeError(`Not a business day: ${day}`);
  const today = businessDayOf(ctx);
  // fees are charged in advance for the day they pay, never for a day that has not begun
  if (day > today)
    throw new RangeError(`${day} has not begun yet in ${ctx.config.BILLING_TZ} (today: ${today})`);
  const log = options.log ?? console;
  const started = performance.now();
  const outcome = await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_RUN_LOCK})`);
    // the day's sorts and hashes (a row per card) stay in memory instead of spilling to disk
    await tx.execute(sql`set local work_mem = '256MB'`);
    // once a day, a plan of ~130 nodes over a million rows: compiling it (JIT) costs more than it saves
    await tx.execute(sql`set local jit = off`);
    const [done] = await tx.select().from(billingRuns).where(eq(billingRuns.businessDay, day));
    if (done && !options.force) return null;
    const startedAt = ctx.clock.now();
    const stagesMs: Record<string, number> = {};
    const stage = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      const result = await work();
      stagesMs[name] = Math.round(performance.now() - start);
      return result;
    };
    const pendingApplied = await stage('pendingPlans', () => applyPendingPlans(tx, day, startedAt));
    await stage('lockBalances', () => lockBalances(tx));
    const charge = await stage('charge', () => chargeDay(tx, day, startedAt));
    const lowBalance = await stage('lowBalance', () => noteLowBalances(tx, day, startedAt));
    const mails = await stage('mails', () =>
      queueRunMails(ctx, tx, day, nextBusinessDay(day), charge.mails, lowBalance),
    );
    const counts = {
      pendingApplied,
      charged: charge.charged,
      chargedMinor: charge.chargedMinor,
      suspended: charge.suspended,
      lowBalanceWarned: lowBalance.length,
    };
    await tx
      .insert(billingRuns)
      .values({ businessDay: day, ...counts, startedAt, finishedAt: ctx.clock.now() })
      .onConflictDoNothing();
    await options.beforeCommit?.();
    return { counts, commandIds: charge.commandIds, mails, stagesMs };
  });
  const transactionMs = Math.round(performance.now() - started);
  if (!outcome) {
    return {
      businessDay: day,
      skipped: true,
      pendingApplied: 0,
      charged: 0,
      chargedMinor: 0,
      suspended: 0,
      lowBalanceWarned: 0,
      transactionMs,
      durationMs: transactionMs,
      stagesMs: {},
    };
  }
  // one line per paused card would drown the log on a big day: only failures are reported
  await deliverCarrierCommands(ctx, outcome.commandIds, { info: () => {}, error: (o, m) => log.error(o, m) });
  await deliverRunMails(ctx, outcome.mails, log as FastifyBaseLogger);
  const durationMs = Math.round(performance.now() - started);
  return {
    businessDay: day,
    skipped: false,
    ...outcome.counts,
    transactionMs,
    durationMs,
    stagesMs: outcome.stagesMs,
  };
};

/** The last business day the run completed, or null before the first run. */
export const lastRunDay = async (ctx: AppContext): Promise<string | null> => {
  const [row] = await ctx.database.db
    .select({ day: billingRuns.businessDay })
    .from(billingRuns)
    .orderBy(desc(billingRuns.businessDay))
    .limit(1);
  return row?.day ?? null;
};

/**
 * Runs every business day not yet run, oldest first, up to today: after downtime the missed days are caught up
 * in order, each in its own transaction (a crash keeps the days already done). Before the first run ever, only
 * today is run: billing starts when the portal does, it does not invent a past.
 */
export const runDueDays = async (ctx: AppContext, options: RunOptions = {}): Promise<DayRun[]> => {
  const today = businessDayOf(ctx);
  const last = await lastRunDay(ctx);
  const runs: DayRun[] = [];
  for (let day = last === null ? today : nextBusinessDay(last); day <= today; day = nextBusinessDay(day)) {
    runs.push(await runBillingDay(ctx, day, options));
  }
  return runs;
};
