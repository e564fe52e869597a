import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { quietChild } from '../../log.ts';
import { type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import { deliverDueCarrierCommands } from '../carrier/index.ts';
import { deliverDueMails } from '../mail/index.ts';
import { remindOverduePayOrders } from '../wallet/index.ts';

/**
 * The deliveries that follow a commit (carrier commands, mail), made durable: at start (what a process that
 * died left behind) and then every JOB_WORKER_INTERVAL_SECONDS, this process sends what is due. Every instance
 * runs one; the claims in carrier-commands.ts and outbox.ts make sure each delivery is sent by one of them at a
 * time. A round never overlaps the previous one, and a failure of the database is logged and retried next round.
 * Each round first queues the reminders of pay orders waiting too long (modules/wallet, decision 0036), claimed
 * once across instances, so they leave in the same round.
 */
export const startDeliveryWorker = (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): PeriodicWork => {
  // a line per carrier command sent would drown the log: their failures only (each success is in its row)
  const quiet = quietChild(ctx.log, { work: 'carrier commands' });
  return startPeriodic({
    name: 'the delivery round',
    delayMs: () => ctx.config.JOB_WORKER_INTERVAL_SECONDS * 1000,
    runAtStart: true,
    run: async () => {
      try {
        await remindOverduePayOrders(ctx);
      } catch (error) {
        log.error({ err: error }, 'pay order reminders failed; the next round tries again');
      }
      await deliverDueCarrierCommands(ctx, quiet);
      await deliverDueMails(ctx, log);
    },
    log,
  });
};
