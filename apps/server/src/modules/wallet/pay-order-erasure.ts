import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { payOrders } from './schema.ts';

/**
 * A deleted account's pay orders, inside the deletion's transaction (docs/decisions/0040): an unconfirmed one is
 * cancelled (no administrator may credit an account nobody can use), and every one forgets the customer's own
 * note; amounts, references and states stay, as the money records they are. Answers how many were cancelled.
 */
export const closePayOrdersOf = async (tx: Tx, userId: number, now: Date): Promise<number> => {
  const cancelled = await tx
    .update(payOrders)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(and(eq(payOrders.userId, userId), eq(payOrders.status, 'INIT')))
    .returning({ id: payOrders.id });
  await tx.update(payOrders).set({ remark: '' }).where(eq(payOrders.userId, userId));
  return cancelled.length;
};
