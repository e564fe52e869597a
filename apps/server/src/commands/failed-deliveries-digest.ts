import type { DeliveryKind } from '@simportal/contract/api/deliveries';
import type { AppContext } from '../app-context.ts';
import type { DeliveryFailure } from '../modules/deliveries/index.ts';
import { mailKindOf } from '../modules/mail/index.ts';
import { FAILED_DELIVERIES_MAIL, tell } from '../modules/notify/index.ts';
import { listAdministrators } from '../modules/users/index.ts';

/**
 * The administrators' digest of a delivery round (issue #68, decision 0092): when deliveries failed in it, one
 * `deliveries.failed` event to each administrator who may send them again (serve), saying how many of which kinds
 * and how many were given up; notify puts it in their inbox, mails it only when some were given up, and never
 * pushes it. The digest's own mails are left out of the count, so a digest whose mail fails never causes another:
 * no loop whatever fails. Answers how many administrators were told (0 when nothing was counted).
 */
export const tellFailedDeliveries = async (ctx: AppContext, failures: DeliveryFailure[]): Promise<number> => {
  const counted = failures.filter(
    (failure) => !(failure.kind === 'mail' && mailKindOf(failure.payload) === FAILED_DELIVERIES_MAIL),
  );
  if (counted.length === 0) return 0;
  const kinds: Partial<Record<DeliveryKind, number>> = {};
  for (const failure of counted) kinds[failure.kind] = (kinds[failure.kind] ?? 0) + 1;
  const givenUp = counted.filter((failure) => failure.givenUp).length;
  // its mails leave in the next round, through the outbox like any other
  return ctx.database.db.transaction(async (tx) => {
    const admins = await listAdministrators(tx, 'serve');
    await tell(
      ctx,
      tx,
      admins.map((admin) => ({ kind: 'deliveries.failed', userId: admin.id, data: { kinds, givenUp } })),
    );
    return admins.length;
  });
};
