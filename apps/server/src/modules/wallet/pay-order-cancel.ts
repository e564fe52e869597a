import type { PayOrder } from '@simportal/contract/api/wallet';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { audit } from '../audit/index.ts';
import { toPayOrder } from './presenters.ts';
import { payOrders } from './schema.ts';

/** Who cancels: the order's customer, and the administrator acting in their view when there is one. */
export interface Canceller {
  userId: number;
  /** The administrator in a customer's view, else null: the audit entry names who acted. */
  actorId: number | null;
  ip: string;
}

/**
 * The customer withdraws their own unconfirmed order (INIT → CANCELLED). No money moves: nothing was credited.
 * One conditional UPDATE decides it, so a cancel and an administrator's confirmation racing on the same order
 * can never both succeed: the confirmation locks the row and moves only an INIT order (commands/top-up.ts), and
 * this UPDATE moves only an INIT one; whichever commits first, the other finds the order no longer INIT.
 * Another customer's order, or none, is not_found; a FINISHED one is refused (pay_order_not_cancellable); a
 * CANCELLED one answers as it is (a repeated cancel changes nothing and is audited once).
 */
export const cancelMyPayOrder = (ctx: AppContext, by: Canceller, orderId: string): Promise<PayOrder> =>
  ctx.database.db.transaction(async (tx) => {
    const mine = and(eq(payOrders.id, orderId), eq(payOrders.userId, by.userId));
    const now = ctx.clock.now();
    const [cancelled] = await tx
      .update(payOrders)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(and(mine, eq(payOrders.status, 'INIT')))
      .returning();
    if (cancelled) {
      await audit(tx, {
        actorId: by.actorId ?? by.userId,
        action: 'pay_order_cancel',
        targetUserId: by.userId,
        details: { orderId, reference: cancelled.reference, amountMinor: cancelled.amountMinor },
        ip: by.ip,
        at: now,
      });
      // a cancelled order pays nothing back
      return toPayOrder(cancelled, ctx.config.CURRENCY, 0);
    }
    const [order] = await tx.select().from(payOrders).where(mine);
    if (!order) throw new DomainError('not_found');
    if (order.status === 'CANCELLED') return toPayOrder(order, ctx.config.CURRENCY, 0);
    throw new DomainError('pay_order_not_cancellable');
  });
