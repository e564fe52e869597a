import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { payOrders } from './schema.ts';

export type PayOrderRow = typeof payOrders.$inferSelect;

/**
 * Whose pay order it is, read without a lock (an order never changes hands), so its confirmation can take the
 * account's and the balance's locks before the order's own; undefined when unknown.
 */
export const payOrderOwner = async (tx: Tx, id: string): Promise<number | undefined> =>
  (await tx.select({ userId: payOrders.userId }).from(payOrders).where(eq(payOrders.id, id)))[0]?.userId;

/**
 * A pay order, locked for its confirmation (a second confirmation or a cancel waits); undefined when unknown.
 * Taken after its customer's account and balance (modules/ledger/README.md, "Lock order"): an account's deletion
 * holds those while it cancels the account's unconfirmed orders, so a confirmation that locked the order first
 * and the balance second would deadlock with it.
 */
export const lockPayOrder = async (tx: Tx, id: string): Promise<PayOrderRow | undefined> =>
  (await tx.select().from(payOrders).where(eq(payOrders.id, id)).for('update'))[0];

/**
 * Marks an INIT pay order FINISHED, confirmed by `adminId`; the UPDATE itself names INIT, so a cancel committed
 * in between is never overwritten (undefined then: the caller rolls the credit back). Decision 0036.
 */
export const finishPayOrder = async (
  tx: Tx,
  id: string,
  adminId: number,
  at: Date,
): Promise<PayOrderRow | undefined> =>
  (
    await tx
      .update(payOrders)
      .set({ status: 'FINISHED', finishedAt: at, confirmedBy: adminId })
      .where(and(eq(payOrders.id, id), eq(payOrders.status, 'INIT')))
      .returning()
  )[0];
