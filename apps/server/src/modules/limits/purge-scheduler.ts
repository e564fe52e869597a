import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { purgeEndedCounters } from './counters.ts';

const EVERY_MS = 10 * 60_000;

/**
 * Deletes ended limit windows every ten minutes, so rate_limit_counters holds only live ones (an address seen
 * once leaves one row behind until then). Any instance may run it: deleting an ended row twice is harmless.
 */
export const startCounterPurge = (ctx: AppContext, log: Pick<FastifyBaseLogger, 'error'>) => {
  const timer = setInterval(() => {
    purgeEndedCounters(ctx.database.db, ctx.clock.now()).catch((error: unknown) =>
      log.error({ err: error }, 'ended limit windows could not be purged; the next run tries again'),
    );
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
