import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { type PeriodicLog, type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { purgeEndedCounters } from './counters.ts';

const EVERY_MS = 10 * 60_000;
/** After a pass that stopped on its time budget with ended rows left, the next one comes this soon. */
const AGAIN_MS = 10_000;

export interface PurgeOptions {
  /** Rows one DELETE removes: each statement stays short, whatever the table holds. */
  batch?: number;
  /** A pass stops starting batches once it has run this long (it then asks for the next pass soon). */
  budgetMs?: number;
}

/**
 * Removes every ended window, one batch after another, until a batch comes back short (none left) or the
 * time budget is spent. Issue #56: one batch of 5,000 every ten minutes took ~90 min to drain a flood of 20,000
 * addresses; a pass now takes them all.
 */
const purgeAllEndedCounters = async (
  db: DbOrTx,
  now: Date,
  { batch = 5_000, budgetMs = 20_000 }: PurgeOptions = {},
): Promise<{ removed: number; done: boolean }> => {
  const started = performance.now();
  let removed = 0;
  for (;;) {
    const n = await purgeEndedCounters(db, now, batch);
    removed += n;
    if (n < batch) return { removed, done: true };
    if (performance.now() - started >= budgetMs) return { removed, done: false };
  }
};

/**
 * Deletes ended limit windows every ten minutes, all of them in one pass (in bounded batches), so
 * rate_limit_counters holds only live ones once a portal goes quiet (under a flood each hit already sweeps ended
 * windows: counters.ts). A pass cut short by its time budget is followed by the next after AGAIN_MS, so the table
 * drains faster than any flood fills it. Any instance may run it: deleting an ended row twice is harmless.
 */
export const startCounterPurge = (
  ctx: AppContext,
  log: PeriodicLog,
  options: PurgeOptions = {},
): PeriodicWork => {
  let more = false;
  return startPeriodic({
    name: 'the purge of ended limit windows',
    delayMs: () => (more ? AGAIN_MS : EVERY_MS),
    run: async () => {
      more = false; // a pass that fails waits the usual ten minutes
      more = !(await purgeAllEndedCounters(ctx.database.db, ctx.clock.now(), options)).done;
    },
    log,
  });
};
