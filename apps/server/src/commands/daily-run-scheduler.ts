import type { AppContext } from '../app-context.ts';
import { msUntilNextBusinessDay } from '../business-day.ts';
import { type RunLog, runDueDays } from './daily-run.ts';

/** The scheduler looks again at least this often: a failed run is retried, a moved clock is noticed. */
const RECHECK_MS = 15 * 60_000;
/** A little past midnight, so the new business day has surely begun on this machine's clock. */
const AFTER_BOUNDARY_MS = 2_000;

export interface BillingScheduler {
  /** Stops the timer and waits for a run in progress to finish (shutdown). */
  stop(): Promise<void>;
}

/**
 * The daily billing run inside the server process (every instance may run it: runs are serialised and
 * idempotent). It catches up at start, then wakes just after each business-day boundary in BILLING_TZ (and
 * every 15 minutes in between, to retry after a failure), and runs every day not yet run.
 */
export const startBillingScheduler = (ctx: AppContext, log: RunLog): BillingScheduler => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      for (const run of await runDueDays(ctx, { log })) {
        log.info(
          { billingRun: run },
          `daily billing run of ${run.businessDay}${run.skipped ? ' (already done)' : ''}`,
        );
      }
    } catch (error) {
      log.error({ err: error }, 'daily billing run failed; it is retried at the next check');
    }
    if (!stopped) schedule();
  };

  const schedule = () => {
    const untilBoundary = msUntilNextBusinessDay(ctx.clock.now(), ctx.config.BILLING_TZ) + AFTER_BOUNDARY_MS;
    timer = setTimeout(
      () => {
        inFlight = tick();
      },
      Math.min(untilBoundary, RECHECK_MS),
    );
    timer.unref();
  };

  inFlight = tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
};
