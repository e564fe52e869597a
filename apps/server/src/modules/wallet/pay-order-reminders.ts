import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { tell } from '../notify/index.ts';
import { findUsersByIds, listAdministrators } from '../users/index.ts';
import { payOrderReminders } from './pay-order-news.ts';
import { overdueCutoff } from './presenters.ts';
import { payOrders } from './schema.ts';

/** Orders reminded of in one transaction; the next round (seconds later) takes the rest. */
export const REMINDER_BATCH = 50;

/**
 * Tells every administrator once (pay_order.waiting, modules/notify) about each pay order still INIT PAY_ORDER_REMIND_AFTER_MINUTES after it was
 * created (decision 0036), and answers how many orders it reminded of. The delivery worker's round runs it in
 * every instance (modules/deliveries/worker.ts), just before it sends the mails that are due, so the reminders go
 * out in the same round. An order is claimed by one conditional UPDATE (INIT, never reminded, old enough; rows
 * another instance is claiming are skipped) in the transaction that queues its mails: two instances never both
 * remind of it, and a failure leaves it unclaimed for the next round. A confirmed or cancelled order is no
 * longer INIT, so it is never reminded of.
 */
export const remindOverduePayOrders = async (ctx: AppContext): Promise<number> => {
  const now = ctx.clock.now();
  const cutoff = overdueCutoff(ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES, now);
  if (cutoff === null) return 0;
  const due = and(
    eq(payOrders.status, 'INIT'),
    isNull(payOrders.remindedAt),
    lte(payOrders.createdAt, cutoff),
  );
  return ctx.database.db.transaction(async (tx) => {
    const claimable = tx
      .select({ id: payOrders.id })
      .from(payOrders)
      .where(due)
      .orderBy(asc(payOrders.createdAt))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(payOrders)
      .set({ remindedAt: now })
      .where(and(inArray(payOrders.id, claimable), due))
      .returning({ id: payOrders.id });
    if (claimed.length === 0) return 0;
    const orders = await tx
      .select({
        reference: payOrders.reference,
        amountMinor: payOrders.amountMinor,
        totalMinor: payOrders.totalMinor,
        userId: payOrders.userId,
      })
      .from(payOrders)
      .where(
        inArray(
          payOrders.id,
          claimed.map((order) => order.id),
        ),
      )
      .orderBy(asc(payOrders.createdAt));
    const administrators = await listAdministrators(tx, 'serve');
    const owners = await findUsersByIds(tx, [...new Set(orders.map((order) => order.userId))]);
    const facts = orders.map((order) => {
      const owner = owners.get(order.userId)!;
      return {
        reference: order.reference,
        amountMinor: order.amountMinor,
        totalMinor: order.totalMinor,
        username: owner.username,
        email: owner.email,
        currency: ctx.config.CURRENCY,
      };
    });
    await tell(ctx, tx, payOrderReminders(administrators, facts, ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES));
    return claimed.length;
  });
};
