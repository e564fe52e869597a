import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { hitCounter, readCounter } from '../limits/index.ts';
import type { Told } from '../notify/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { tellNewPayOrders } from './pay-order-news.ts';
import { payOrders } from './schema.ts';

/**
 * The administrators hear of one customer's new pay orders at most once a window (issue #67: one customer made 500
 * orders in 2 s, and 1,000 mails went out). A customer's first order after a quiet window of theirs is told at
 * once, in its own mail; their orders made during the window wait, and a delivery round tells every order waiting
 * so in one digest, itself at most once a window (commands/delivery-rounds.ts). Both windows are shared limit
 * counters, so they hold across instances. Another customer's order is never held back by this one's.
 */
export const PAY_ORDER_DIGEST_WINDOW_MS = 5 * 60_000;
const DIGEST_KEY = 'pay-order-digest';
const customerKey = (userId: number) => `pay-order-told:${userId}`;

const untold = and(eq(payOrders.status, 'INIT'), isNull(payOrders.announcedAt));

/** Opens the window of `key` when none is open: true for the one caller that opened it. */
const openWindow = async (tx: DbOrTx, key: string, now: Date): Promise<boolean> => {
  // a read first: while a window is open, a creation does not queue behind the counter's row lock
  if (await readCounter(tx, key, now)) return false;
  return (await hitCounter(tx, key, PAY_ORDER_DIGEST_WINDOW_MS, now)).hits === 1;
};

/**
 * In `tx`: claims the waiting orders not yet told of (one customer's, or everyone's), rows another transaction
 * claims skipped, and tells each administrator of them once (modules/notify's pay_order.waiting): the order's own
 * news, or a digest of several. A confirmed or cancelled order is no longer INIT and is never announced. Answers
 * what was queued.
 */
const claimAndTell = async (
  ctx: AppContext,
  tx: DbOrTx,
  now: Date,
  userId?: number,
): Promise<Told | null> => {
  const whose = userId === undefined ? untold : and(untold, eq(payOrders.userId, userId));
  const claimable = tx
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(whose)
    .for('update', { skipLocked: true });
  const claimed = await tx
    .update(payOrders)
    .set({ announcedAt: now })
    .where(and(inArray(payOrders.id, claimable), whose))
    .returning({
      reference: payOrders.reference,
      amountMinor: payOrders.amountMinor,
      totalMinor: payOrders.totalMinor,
      userId: payOrders.userId,
      createdAt: payOrders.createdAt,
    });
  if (claimed.length === 0) return null;
  claimed.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference),
  );
  const owners = await findUsersByIds(tx, [...new Set(claimed.map((order) => order.userId))]);
  return tellNewPayOrders(
    ctx,
    tx,
    claimed.map((order) => {
      const owner = owners.get(order.userId)!;
      return {
        reference: order.reference,
        amountMinor: order.amountMinor,
        totalMinor: order.totalMinor,
        username: owner.username,
        email: owner.email,
        currency: ctx.config.CURRENCY,
      };
    }),
  );
};

/** In the transaction that created `userId`'s order: tells of it now unless this customer's window is open. */
export const announceNewPayOrder = async (
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
): Promise<Told | null> => {
  const now = ctx.clock.now();
  if (!(await openWindow(tx, customerKey(userId), now))) return null;
  return claimAndTell(ctx, tx, now, userId);
};

/**
 * The delivery round's part: tells of every order that waited for its customer's window, in one digest, at most
 * once a window. Answers how many mails it queued (the round then sends them).
 */
export const announceWaitingPayOrdersInRound = async (ctx: AppContext): Promise<number> => {
  const { db } = ctx.database;
  const [any] = await db.select({ id: payOrders.id }).from(payOrders).where(untold).limit(1);
  if (!any) return 0;
  const now = ctx.clock.now();
  return db.transaction(async (tx) => {
    if (!(await openWindow(tx, DIGEST_KEY, now))) return 0;
    return (await claimAndTell(ctx, tx, now))?.mails.length ?? 0;
  });
};
