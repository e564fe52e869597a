import type { AppContext } from '../../app-context.ts';
import { businessDayOf, businessDayStart } from '../../business-day.ts';
import { type PeriodicLog, type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { reconcileNetwork } from './reconcile.ts';
import { nightlyRunDone } from './reconcile-runs.ts';

/** What the nightly run logs through: a failed round (periodic-work) and each run's figures. */
export type NightlyLog = PeriodicLog & { info(payload: object, message: string): void };

/** The nightly run starts at this hour of the business day (BILLING_TZ): well after the daily billing run. */
export const NIGHTLY_RECONCILE_HOUR = 3;
/** The scheduler looks again this often: a failed or interrupted run is resumed, a moved clock is noticed. */
const RECHECK_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * Runs the nightly reconciliation once a business day, from NIGHTLY_RECONCILE_HOUR on (after the daily billing
 * run, whose suspensions it then finds delivered): a day counts as done once one of its nightly runs finished, so
 * a run that failed or whose process died is resumed at the next look, every 15 minutes. Every instance may run
 * it: runs are one at a time (reconcile.ts).
 */
export const runNightlyReconciliation = async (ctx: AppContext, log: NightlyLog) => {
  const now = ctx.clock.now();
  const day = businessDayOf(ctx, now);
  const startsAt = businessDayStart(day, ctx.config.BILLING_TZ).getTime() + NIGHTLY_RECONCILE_HOUR * HOUR_MS;
  if (now.getTime() < startsAt || (await nightlyRunDone(ctx.database.db, day))) return;
  const { run, busy } = await reconcileNetwork(ctx, { trigger: 'nightly', businessDay: day });
  if (!busy) log.info({ networkReconciliation: run }, `nightly network reconciliation of ${day}`);
};

/** The nightly reconciliation inside the server process (main.ts, beside the daily billing run). */
export const startNetworkReconcileScheduler = (ctx: AppContext, log: NightlyLog): PeriodicWork =>
  startPeriodic({
    name: 'the nightly network reconciliation',
    runAtStart: true,
    delayMs: () => RECHECK_MS,
    run: () => runNightlyReconciliation(ctx, log),
    log,
  });
