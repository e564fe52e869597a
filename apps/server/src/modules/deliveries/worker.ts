import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { quietChild } from '../../log.ts';
import { type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { type DeliveryFailure, deliverDueRound } from './deliver.ts';

/**
 * The deliveries that follow a commit, made durable: at start (what a process that died left behind) and then
 * every JOB_WORKER_INTERVAL_SECONDS, this process sends what is due, of every kind it can send. Every instance
 * runs one; the claim (claim.ts) makes sure each delivery is sent by one of them at a time. A round never
 * overlaps the previous one, and a failure of the database is logged and retried next round. `beforeRound`
 * queues what must leave in the same round (the pay order reminders, commands/delivery-rounds.ts); `afterRound`
 * hears of the round's failures (the administrators' digest).
 */
export const startDeliveryWorker = (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  options: {
    beforeRound?: () => Promise<void>;
    afterRound?: (failures: DeliveryFailure[]) => Promise<void>;
  } = {},
): PeriodicWork => {
  // a line per delivery sent would drown the log: their failures only (each success is in its row)
  const quiet = quietChild(ctx.log, { work: 'deliveries' });
  return startPeriodic({
    name: 'the delivery round',
    delayMs: () => ctx.config.JOB_WORKER_INTERVAL_SECONDS * 1000,
    runAtStart: true,
    run: async () => {
      await options.beforeRound?.();
      const { failures } = await deliverDueRound(ctx, quiet);
      if (failures.length > 0) await options.afterRound?.(failures);
    },
    log,
  });
};
