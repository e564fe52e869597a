import type { AppContext } from '../app-context.ts';
import { msUntilNextBusinessDay } from '../business-day.ts';
import { type PeriodicWork, startPeriodic } from '../periodic-work.ts';
import { type RunLog, runDueDays } from './daily-run.ts';

/** The scheduler looks again at least this often: a failed run is retried, a moved clock is noticed. */
const RECHECK_MS = 15 * 60_000;
/** A little past midnight, so the new business day has surely begun on this machine's clock. */
const AFTER_BOUNDARY_MS = 2_000;

/**
 * The daily billing run inside the server process (every instance may run it: runs are serialised and
 * idempotent). It catches up at start, then wakes just after each business-day boundary in BILLING_TZ (and
 * every 15 minutes in between, to retry after a failure), and runs every day not yet run.
 */
export const startBillingScheduler = (ctx: AppContext, log: RunLog): PeriodicWork =>
  startPeriodic({
    name: 'the daily billing run',
    runAtStart: true,
    delayMs: () =>
      Math.min(
        msUntilNextBusinessDay(ctx.clock.now(), ctx.config.BILLING_TZ) + AFTER_BOUNDARY_MS,
        RECHECK_MS,
      ),
    run: async () => {
      for (const run of await runDueDays(ctx, { log })) {
        log.info(
          { billingRun: run },
          `daily billing run of ${run.businessDay}${run.skipped ? ' (already done)' : ''}`,
        );
      }
    },
    log,
  });
