import type { AppContext } from '../../app-context.ts';
import { type PeriodicLog, type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { purgeEndedCounters } from './counters.ts';

const EVERY_MS = 10 * 60_000;

/**
 * Deletes ended limit windows every ten minutes, so rate_limit_counters holds only live ones once a portal goes
 * quiet (under a flood each hit already sweeps ended windows: counters.ts). Any instance may run it: deleting an
 * ended row twice is harmless.
 */
export const startCounterPurge = (ctx: AppContext, log: PeriodicLog): PeriodicWork =>
  startPeriodic({
    name: 'the purge of ended limit windows',
    delayMs: () => EVERY_MS,
    run: async () => {
      await purgeEndedCounters(ctx.database.db, ctx.clock.now());
    },
    log,
  });
