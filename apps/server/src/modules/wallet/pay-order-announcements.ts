import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { hitCounter, readCounter } from '../limits/index.ts';
import type { QueuedMail } from '../mail/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { queueNewPayOrderMails } from './pay-order-mails.ts';
import { payOrders } from './schema.ts';

/**
 * The administrators hear of new pay orders at most once a window (issue #67: one customer made 500 orders in
 * 2 s, and 1,000 mails went out). The first order after a quiet window is told at once, in its own mail; the
 * orders made during the window wait, and the first delivery round after it ends tells them all in one digest
 * (commands/delivery-rounds.ts). The window is a shared limit counter, so it holds across instances.
 */
export const PAY_ORDER_DIGEST_WINDOW_MS = 5 * 60_000;
const DIGEST_KEY = 'pay-order-digest';

const untold = and(eq(payOrders.status, 'INIT'), isNull(payOrders.announcedAt));

/**
 * In `tx`: when no digest went out this window, opens one and claims every waiting order not yet told of
 * (rows another transaction claims are skipped), queuing one mail to each administrator; else nothing. A
 * confirmed or cancelled order is no longer INIT and is never announced. Answers the mails queued.
 */
export const announceWaitingPayOrders = async (ctx: AppContext, tx: DbOrTx): Promise<QueuedMail[]> => {
  const now = ctx.clock.now();
  // a read first: while a window is open, a creation does not queue behind the counter's row lock
  if (await readCounter(tx, DIGEST_KEY, now)) return [];
  if ((await hitCounter(tx, DIGEST_KEY, PAY_ORDER_DIGEST_WINDOW_MS, now)).hits !== 1) return [];
  const claimable = tx
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(untold)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(payOrders)
    .set({ announcedAt: now })
    .where(and(inArray(payOrders.id, claimable), untold))
    .returning({
      reference: payOrders.reference,
      amountMinor: payOrders.amountMinor,
      totalMinor: payOrders.totalMinor,
      userId: payOrders.userId,
      createdAt: payOrders.createdAt,
    });
  if (claimed.length === 0) return [];
  claimed.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference),
  );
  const owners = await findUsersByIds(tx, [...new Set(claimed.map((order) => order.userId))]);
  return queueNewPayOrderMails(
    ctx,
    tx,
    claimed.map((order) => {
      const owner = owners.get(order.userId)!;
      return { ...order, username: owner.username, email: owner.email, currency: ctx.config.CURRENCY };
    }),
  );
};

/**
 * The delivery round's part: tells of the orders that waited for the window to end, if any. Answers how many
 * mails it queued (the round then sends them).
 */
export const announceWaitingPayOrdersInRound = async (ctx: AppContext): Promise<number> => {
  const { db } = ctx.database;
  const [any] = await db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(untold)
    .orderBy(asc(payOrders.createdAt))
    .limit(1);
  if (!any) return 0;
  return (await db.transaction((tx) => announceWaitingPayOrders(ctx, tx))).length;
};
