import type { AppContext } from '../app-context.ts';
import type { DeliveryFailure } from '../modules/deliveries/index.ts';
import { failedDeliveriesDigest, tell } from '../modules/notify/index.ts';
import { listAdministrators } from '../modules/users/index.ts';

/**
 * The administrators' digest of a delivery round (issue #68, decision 0092): when deliveries failed in it, one
 * `deliveries.failed` event to each administrator who may send them again (serve), saying how many of which kinds
 * and how many were given up (notify's failedDeliveriesDigest, which leaves the digest's own mails out). notify
 * puts it in their inbox, mails it only when some were given up, and never pushes it; its mails leave in the next
 * round, through the outbox like any other. Answers how many administrators were told (0 when nothing counted).
 */
export const tellFailedDeliveries = async (ctx: AppContext, failures: DeliveryFailure[]): Promise<number> => {
  const data = failedDeliveriesDigest(failures);
  if (!data) return 0;
  return ctx.database.db.transaction(async (tx) => {
    const admins = await listAdministrators(tx, 'serve');
    await tell(
      ctx,
      tx,
      admins.map((admin) => ({ kind: 'deliveries.failed', userId: admin.id, data })),
    );
    return admins.length;
  });
};
