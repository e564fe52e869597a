import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { startDeliveryWorker } from '../modules/deliveries/index.ts';
import { announceWaitingPayOrdersInRound, remindOverduePayOrders } from '../modules/wallet/index.ts';
import { tellFailedDeliveries } from './failed-deliveries-digest.ts';

/**
 * The delivery worker of this process (modules/deliveries) with what each round queues first: the digest of new
 * pay orders that waited for its window (issue #67), and the reminders of pay orders waiting too long (modules/wallet, decision 0036), claimed once across instances, so they leave in the
 * same round. A failed reminder pass is logged and does not stop the round's deliveries. After a round with
 * failures, the administrators' digest of them (failed-deliveries-digest.ts, issue #68).
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
    afterRound: async (failures) => {
      try {
        await tellFailedDeliveries(ctx, failures);
      } catch (error) {
        log.error({ err: error }, 'the failed deliveries digest could not be told');
      }
    },
  });
