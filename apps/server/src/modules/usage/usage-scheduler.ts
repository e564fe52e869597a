import type { UsageImportReport } from '@simportal/contract/api/usage';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** A little past the boundary, so the new hour has surely begun on this machine's clock. */
const AFTER_BOUNDARY_MS = 5_000;

export interface UsageSimulatorScheduler {
  /** Stops the timer and waits for a run in progress to finish (shutdown). */
  stop(): Promise<void>;
}

/** Milliseconds from `now` to the next multiple of `everyMs` since the epoch (whole hours for 60 minutes). */
export const msUntilNextRun = (now: Date, everyMs: number): number => everyMs - (now.getTime() % everyMs);

/**
 * The demo's carrier feed inside the server process (SEED_DEMO): every USAGE_SIMULATOR_EVERY_MINUTES the usage
 * simulator's traffic of the demo cards is imported like a carrier file (`importDemoUsage`: seed/demo-usage.ts,
 * handed in by main.ts, so this module does not depend on the demo data), so usage keeps
 * arriving while the portal runs: today's figure grows hour by hour, a new day starts at midnight (BILLING_TZ),
 * and the allowance check runs after each import (alerts, restrict rule). Deterministic from
 * USAGE_SIMULATOR_SEED: a run that finds nothing new changes 0 rows. A failed run is logged and the next one
 * tries again; every instance may run it (imports are serialised and idempotent).
 */
export const startUsageSimulatorScheduler = (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  importDemoUsage: () => Promise<Pick<UsageImportReport, 'importId' | 'changed'> | null>,
): UsageSimulatorScheduler => {
  const everyMs = ctx.config.USAGE_SIMULATOR_EVERY_MINUTES * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      const report = await importDemoUsage();
      if (report) {
        log.info({ importId: report.importId, changed: report.changed }, 'usage simulator imported');
      }
    } catch (error) {
      log.error({ err: error }, 'usage simulator run failed; the next run tries again');
    }
    if (!stopped) schedule();
  };

  const schedule = () => {
    timer = setTimeout(() => {
      inFlight = tick();
    }, msUntilNextRun(ctx.clock.now(), everyMs) + AFTER_BOUNDARY_MS);
    timer.unref();
  };

  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
};
