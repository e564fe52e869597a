import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { startDeliveryWorker } from '../modules/deliveries/index.ts';
import { announceWaitingPayOrdersInRound, remindOverduePayOrders } from '../modules/wallet/index.ts';

/**
 * The delivery worker of this process (modules/deliveries) with what each round queues first: the digest of new
 * pay orders that waited for its window (issue #67), and the reminders of pay orders waiting too long (modules/wallet, decision 0036), claimed once across instances, so they leave in the
 * same round. A failed reminder pass is logged and does not stop the round's deliveries.
 */
export const startDeliveryRounds = (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
) =>
  startDeliveryWorker(ctx, log, {
    beforeRound: async () => {
      try {
        await announceWaitingPayOrdersInRound(ctx);
      } catch (error) {
        log.error({ err: error }, 'pay order digest failed; the next round tries again');
      }
      try {
        await remindOverduePayOrders(ctx);
      } catch (error) {
        log.error({ err: error }, 'pay order reminders failed; the next round tries again');
      }
    },
  });
