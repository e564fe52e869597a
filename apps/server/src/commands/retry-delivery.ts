import type { DeliveryRetryResult, FailedDelivery } from '@simportal/contract/api/deliveries';
import type { AppContext } from '../app-context.ts';
import { type Auditor, audit } from '../modules/audit/index.ts';
import { deliverRequeued, requeueDelivery } from '../modules/deliveries/index.ts';

/** What the audit entry says of the retried delivery, by its kind. */
const retriedDetails = (was: FailedDelivery) => {
  if (was.kind === 'carrier_command') return { action: was.action };
  if (was.kind === 'mail') return { mailKind: was.mailKind };
  if (was.kind === 'webhook') return { eventType: was.eventType };
  return { title: was.title };
};

/**
 * An administrator sends a failed or given-up delivery again (Admin Management › Failed deliveries): it goes
 * back to the queue with a fresh count of tries, audited `delivery_retry` in the same transaction, then it and
 * the deliveries of its card that waited behind it are sent at once, in order, through the usual claim.
 * not_found, or illegal_status_transition for one that is not failed or dead or cannot be sent again.
 */
export const retryDelivery = async (
  ctx: AppContext,
  id: number,
  auditor: Auditor,
): Promise<DeliveryRetryResult> => {
  await ctx.database.db.transaction(async (tx) => {
    const was = await requeueDelivery(ctx, tx, id);
    await audit(tx, {
      ...auditor,
      action: 'delivery_retry',
      ...(was.kind === 'carrier_command' ? { targetCardId: was.cardId } : {}),
      ...((was.kind === 'push' || was.kind === 'webhook') && was.userId !== null
        ? { targetUserId: was.userId }
        : {}),
      details: { kind: was.kind, id, was: was.state, ...retriedDetails(was) },
      at: ctx.clock.now(),
    });
  });
  return deliverRequeued(ctx, id);
};
