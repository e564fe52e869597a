import type { UsageImportReport } from '@simportal/contract/api/usage';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type PeriodicWork, startPeriodic } from '../../periodic-work.ts';

/** A little past the boundary, so the new hour has surely begun on this machine's clock. */
const AFTER_BOUNDARY_MS = 5_000;

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
): PeriodicWork => {
  const everyMs = ctx.config.USAGE_SIMULATOR_EVERY_MINUTES * 60_000;
  return startPeriodic({
    name: 'the usage simulator',
    delayMs: () => msUntilNextRun(ctx.clock.now(), everyMs) + AFTER_BOUNDARY_MS,
    run: async () => {
      const report = await importDemoUsage();
      if (report)
        log.info({ importId: report.importId, changed: report.changed }, 'usage simulator imported');
    },
    log,
  });
};
