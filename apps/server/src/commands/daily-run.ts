import { addDaysToIsoDate, isIsoDate } from '@simportal/contract/calendar-date';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { businessDayOf, businessDayStart, nextBusinessDay } from '../business-day.ts';
import {
  applyMoneyCaps,
  applyPendingPlans,
  applyTrips,
  type BatchSizing,
  BILLING_RUN_LOCK,
  type CustomerBatch,
  chargeDay,
  endBatchLifelines,
  endBridges,
  firstBatchSize,
  isBillingDayRecorded,
  latestBillingRun,
  lifelineTerms,
  lockBalances,
  moveToNewPlanVersions,
  nextBatchSize,
  nextCustomerBatch,
  noteLowBalances,
  noteRunwayReminders,
  noteTripNotices,
  openBridges,
  recordBillingDay,
  tellRunNews,
} from '../modules/billing/index.ts';
import { deliverNow } from '../modules/deliveries/index.ts';
import { stampChangesAt } from '../modules/sims/index.ts';
import { liftCapHolds, recordMoneyCapHits } from '../modules/usage/index.ts';

export type RunLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DayRun {
  businessDay: string;
  /** The day had already been run (and `force` was not given): nothing was done. */
  skipped: boolean;
  pendingApplied: number;
  /** Cards moved to a newer version of their plan at a cycle start (decision 0026). */
  newPlanVersions: number;
  charged: number;
  chargedMinor: number;
  suspended: number;
  lowBalanceWarned: number;
  /** Runway reminders: episodes opened (customers mailed, or told by their low-balance mail) and ended. */
  runwayReminded: number;
  runwayRestored: number;
  /** Bridges started (fees advanced against a waiting pay order) and ended by a cancelled order (decision 0069). */
  bridgesStarted: number;
  bridgesEnded: number;
  /** A card's trip (decision 0072), on today's run: cards paused at a trip's end or for being idle, resumed at a
   * trip's start, and customers told the day before. */
  tripPaused: number;
  idlePaused: number;
  tripResumed: number;
  tripNoticed: number;
  /** A card's daily caps (issue #59), on today's run: holds of earlier days lifted, cards paused instead of
   * charged a fee above their money cap (STOP), cards charged and slowed for it (SLOW). */
  capLifted: number;
  capPaused: number;
  capSlowed: number;
  /** Lifelines (decision 0096): cards slowed instead of suspended, and lifelines whose days ended. */
  lifelinesStarted: number;
  lifelinesEnded: number;
  /** The batches of customers the day was run in, each its own transaction. */
  batches: number;
  /** The batches' transactions, from their first statement to their commit, added up. */
  transactionMs: number;
  /** The longest batch's transaction: the longest a customer of that batch could wait for their balance. */
  longestBatchMs: number;
  /** The database server's CPU milliseconds in the batches' transactions, when `serverCpuMs` was given, else null. */
  transactionCpuMs: number | null;
  /** Telling the carrier, SMTP and push after each batch's commit (one call and one outbox row update each). */
  deliveryMs: number;
  deliveryCpuMs: number | null;
  /** Everything, with the carrier and SMTP told after each batch's commit. */
  durationMs: number;
  /** Milliseconds of each statement of the day, over all batches (for the operator and the benchmark). */
  stagesMs: Record<string, number>;
}

export interface RunOptions {
  /** Run the statements even when the day is recorded as done (they change nothing then: the keys hold). */
  force?: boolean;
  /** Customers per batch, fixed; else BILLING_RUN_BATCH_CUSTOMERS at most, steered by BILLING_RUN_BATCH_TARGET_MS. */
  batchCustomers?: number;
  /** Called after every statement of a batch, just before its commit (the SIGKILL test holds it open here). */
  beforeCommit?: () => Promise<void>;
  /** Reads the database server's CPU time in ms (the benchmark): the run then adds up its transactions' share
   * and its deliveries' apart. */
  serverCpuMs?: () => number;
  log?: RunLog;
}

/**
 * One business day of the daily billing run (ARCHITECTURE §3), in batches of customers (by id, with all their
 * cards), each ONE short transaction of a few set-based statements (run-statements.ts): apply the batch's
 * pending plans taking effect, lock the balances of its customers with cards in use, charge every such card its
 * fee or suspend it, note tomorrow's low balances and the runway reminders (decision 0033), queue the mails;
 * then, after the commit, tell the carrier and SMTP. When every batch is done the day is recorded. A customer's
 * money request waits only while their own batch runs (a fraction of a second), never for the whole fleet
 * (docs/decisions/0023-billing-run-batches.md).
 *
 * A crash anywhere leaves the batches committed before it and nothing of the one it hit; a re-run, here or on
 * another instance, charges nothing twice: a batch takes the run's advisory lock (batches run one at a time,
 * across instances), and a card's DAILY_FEE of a day is unique in the ledger (activities_daily_fee_key), so a
 * batch already done finds nothing due. A recorded day is skipped.
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
  const db = ctx.database.db;
  // a test's or bench's explicit size is kept; the configured one is steered by each batch's duration
  const sizing: BatchSizing = options.batchCustomers
    ? { maxCustomers: options.batchCustomers, targetMs: 0 }
    : {
        maxCustomers: ctx.config.BILLING_RUN_BATCH_CUSTOMERS,
        targetMs: ctx.config.BILLING_RUN_BATCH_TARGET_MS,
      };
  const started = performance.now();
  const run: DayRun = {
    businessDay: day,
    skipped: false,
    pendingApplied: 0,
    newPlanVersions: 0,
    charged: 0,
    chargedMinor: 0,
    suspended: 0,
    lowBalanceWarned: 0,
    runwayReminded: 0,
    runwayRestored: 0,
    bridgesStarted: 0,
    bridgesEnded: 0,
    tripPaused: 0,
    idlePaused: 0,
    tripResumed: 0,
    tripNoticed: 0,
    capLifted: 0,
    capPaused: 0,
    capSlowed: 0,
    lifelinesStarted: 0,
    lifelinesEnded: 0,
    batches: 0,
    transactionMs: 0,
    longestBatchMs: 0,
    transactionCpuMs: options.serverCpuMs ? 0 : null,
    deliveryMs: 0,
    deliveryCpuMs: options.serverCpuMs ? 0 : null,
    durationMs: 0,
    stagesMs: {},
  };
  if (!options.force && (await isBillingDayRecorded(db, day))) {
    return { ...run, skipped: true, durationMs: Math.round(performance.now() - started) };
  }
  const startedAt = ctx.clock.now();
  // the run's own changes take effect at the day's start; a day already over (a catch-up run) charges the cards
  // as they were then (decision 0035)
  const dayStart = businessDayStart(day, ctx.config.BILLING_TZ);
  const asOf = day < today ? dayStart : null;
  // the runway reminder speaks of the days ahead of today: a catch-up day leaves it to today's run (0033)
  const runwaySettings = {
    reminderDays: asOf ? 0 : ctx.config.RUNWAY_REMINDER_DAYS,
    topUpDays: ctx.config.RUNWAY_TOP_UP_DAYS,
  };
  // the lifeline the operator gives a card the balance cannot pay (decision 0096), null while it is off
  const lifeline = await lifelineTerms(ctx, db);
  // a card is idle only while the carrier's usage keeps coming: an import since yesterday began (decision 0072)
  const feedSince = businessDayStart(addDaysToIsoDate(day, -1), ctx.config.BILLING_TZ);
  const stage = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    run.stagesMs[name] = (run.stagesMs[name] ?? 0) + Math.round(performance.now() - start);
    return result;
  };
  // the daily caps' holds of earlier days end as the day begins (the usage import lifts them too, whichever is first)
  if (!asOf) {
    const lifted = await stage('caps', () => db.transaction((tx) => liftCapHolds(ctx, tx, day)));
    run.capLifted = lifted.lifted;
    await deliverNow(ctx, lifted.carrierCommandIds, log);
  }
  let batchSize = firstBatchSize(sizing, asOf !== null);
  for (let batch = await nextCustomerBatch(db, 0, batchSize, asOf); batch; ) {
    const current: CustomerBatch = batch;
    const batchStarted = performance.now();
    const batchCpu = options.serverCpuMs?.() ?? 0;
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_RUN_LOCK})`);
      // the batch's sorts and hashes stay in memory instead of spilling to disk
      await tx.execute(sql`set local work_mem = '256MB'`);
      // a plan of ~130 nodes run once per batch: compiling it (JIT) costs more than it saves
      await tx.execute(sql`set local jit = off`);
      await tx.execute(stampChangesAt(dayStart));
      const pendingApplied = await stage('pendingPlans', () =>
        applyPendingPlans(tx, day, startedAt, current),
      );
      const newVersions = await stage('newPlanVersions', () => moveToNewPlanVersions(tx, day, current));
      await stage('lockBalances', () => lockBalances(tx, current, asOf, asOf ? undefined : day));
      // trips act on today's run only: a caught-up day leaves them to today's, whose conditions take every day passed
      const trips = asOf
        ? { tripPaused: 0, idlePaused: 0, resumed: 0, commandIds: [] }
        : await stage('trips', () => applyTrips(tx, day, startedAt, feedSince, current));
      // bridge credit (decision 0069): bridges whose order no longer waits end, then the short start one
      const bridgesEnded = await stage('bridges', () => endBridges(tx, startedAt, current));
      const bridgesStarted = await stage('bridges', () =>
        openBridges(tx, day, startedAt, ctx.config.BRIDGE_CREDIT_DAYS, current, asOf),
      );
      // a fee above a card's daily money cap (issue #59): paused instead (STOP), or charged and slowed (SLOW)
      const moneyCaps = asOf
        ? { hits: [], commandIds: [] }
        : await stage('caps', () => applyMoneyCaps(tx, day, startedAt, current));
      const capNews = await stage('caps', () => recordMoneyCapHits(ctx, tx, day, moneyCaps.hits));
      // lifelines whose days are over end first: the charge then pays or suspends their cards (decision 0096)
      const lifelinesEnded = await stage('lifelines', () => endBatchLifelines(tx, day, startedAt, current));
      const charge = await stage('charge', () => chargeDay(tx, day, startedAt, current, asOf, lifeline));
      const lowBalance = await stage('lowBalance', () => noteLowBalances(tx, day, startedAt, current));
      const runway = await stage('runway', () =>
        noteRunwayReminders(tx, day, startedAt, runwaySettings, current),
      );
      const tripNotices = asOf
        ? []
        : await stage('trips', () => noteTripNotices(tx, day, startedAt, feedSince, current));
      // the batch's news in one go: notify tells each customer by their channels (the inbox, mail, push, webhooks)
      const told = await stage('tell', () =>
        tellRunNews(ctx, tx, day, nextBusinessDay(day), {
          suspended: charge.mails,
          lifelines: lifeline ? charge.lifelines.map((started) => ({ ...started, ...lifeline })) : [],
          lowBalance,
          runway,
          bridgesStarted,
          bridgesEnded,
          tripNotices,
        }),
      );
      await options.beforeCommit?.();
      return {
        moneyCaps,
        capNews,
        lifelinesEnded,
        pushIds: told.pushIds,
        pendingApplied,
        newVersions,
        charge,
        lowBalanceWarned: lowBalance.length,
        runway,
        mails: told.mails,
        bridgesStarted: bridgesStarted.length,
        bridgesEnded: bridgesEnded.length,
        trips,
        tripNoticed: tripNotices.length,
      };
    });
    const batchMs = Math.round(performance.now() - batchStarted);
    const deliveryCpu = options.serverCpuMs?.() ?? 0;
    if (run.transactionCpuMs !== null) run.transactionCpuMs += Math.round(deliveryCpu - batchCpu);
    run.batches += 1;
    run.transactionMs += batchMs;
    run.longestBatchMs = Math.max(run.longestBatchMs, batchMs);
    run.pendingApplied += outcome.pendingApplied;
    run.newPlanVersions += outcome.newVersions;
    run.charged += outcome.charge.charged;
    run.chargedMinor += outcome.charge.chargedMinor;
    run.suspended += outcome.charge.suspended;
    run.lowBalanceWarned += outcome.lowBalanceWarned;
    run.runwayReminded += outcome.runway.reminders.length;
    run.runwayRestored += outcome.runway.restored;
    run.bridgesStarted += outcome.bridgesStarted;
    run.bridgesEnded += outcome.bridgesEnded;
    run.tripPaused += outcome.trips.tripPaused;
    run.idlePaused += outcome.trips.idlePaused;
    run.tripResumed += outcome.trips.resumed;
    run.tripNoticed += outcome.tripNoticed;
    run.capPaused += outcome.moneyCaps.hits.filter((hit) => hit.action === 'STOP').length;
    run.capSlowed += outcome.moneyCaps.hits.filter((hit) => hit.action === 'SLOW').length;
    run.lifelinesStarted += outcome.charge.lifelines.reduce(
      (sum, started) => sum + started.cardNumbers.length,
      0,
    );
    run.lifelinesEnded += outcome.lifelinesEnded.length;
    // the batch's PAUSE and RESUME commands, mails and pushes, after its commit (failures are logged and retried
    // by the worker)
    await deliverNow(
      ctx,
      [
        ...outcome.trips.commandIds,
        ...outcome.moneyCaps.commandIds,
        ...outcome.lifelinesEnded,
        ...outcome.charge.commandIds,
      ],
      log,
    );
    await deliverNow(ctx, [...outcome.mails.map((mail) => mail.id), ...outcome.capNews.mailIds], log);
    await deliverNow(ctx, [...outcome.pushIds, ...outcome.capNews.pushIds], log);
    run.deliveryMs += Math.round(performance.now() - batchStarted) - batchMs;
    if (run.deliveryCpuMs !== null)
      run.deliveryCpuMs += Math.round((options.serverCpuMs?.() ?? 0) - deliveryCpu);
    batchSize = nextBatchSize(sizing, batchSize, batchMs);
    batch = await nextCustomerBatch(db, current.upTo, batchSize, asOf);
  }
  await recordBillingDay(db, {
    businessDay: day,
    pendingApplied: run.pendingApplied,
    charged: run.charged,
    chargedMinor: run.chargedMinor,
    suspended: run.suspended,
    lowBalanceWarned: run.lowBalanceWarned,
    startedAt,
    finishedAt: ctx.clock.now(),
  });
  run.durationMs = Math.round(performance.now() - started);
  return run;
};

/** The last business day the run completed, or null before the first run. */
const lastRunDay = async (ctx: AppContext): Promise<string | null> =>
  (await latestBillingRun(ctx.database.db))?.businessDay ?? null;

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
