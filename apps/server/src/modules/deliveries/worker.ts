import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { deliverDueCarrierCommands } from '../carrier/carrier-commands.ts';
import { deliverDueMails } from '../mail/outbox.ts';
import { remindOverduePayOrders } from '../wallet/pay-order-reminders.ts';

export interface DeliveryWorker {
  /** Stops the timer and waits for a round in progress to finish (shutdown). */
  stop(): Promise<void>;
}

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
): DeliveryWorker => {
  let inFlight: Promise<void> = Promise.resolve();
  let running = false;
  const quiet = { info: () => {}, error: (payload: object, message: string) => log.error(payload, message) };
  const round = () => {
    if (running) return;
    running = true;
    inFlight = (async () => {
      try {
        await remindOverduePayOrders(ctx);
      } catch (error) {
        log.error({ err: error }, 'pay order reminders failed; the next round tries again');
      }
      try {
        await deliverDueCarrierCommands(ctx, quiet);
        await deliverDueMails(ctx, log);
      } catch (error) {
        log.error({ err: error }, 'delivery round failed; the next one tries again');
      } finally {
        running = false;
      }
    })();
  };
  round();
  const timer = setInterval(round, ctx.config.JOB_WORKER_INTERVAL_SECONDS * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
};
