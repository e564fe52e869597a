import { ADMIN_LEVEL } from '@simportal/contract/enums';
import { payOrderFees } from '@simportal/contract/fees';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createLedger } from '../modules/ledger/index.ts';
import { newPayOrderReference } from '../modules/wallet/index.ts';
import { payOrders, users } from '../schema.ts';
import { DEMO_CUSTOMER } from './demo-customer.ts';

const DAY_MS = 86_400_000;

/**
 * Gives the demo customer a short wallet history (SEED_DEMO only), written through the ledger like any real
 * change: a 50.00 pay order confirmed two days ago, a 20.00 welcome credit from the administrator yesterday,
 * and a 10.00 international pay order still waiting for payment. Skipped once the customer has any pay order.
 * True when it was written now.
 */
export const seedDemoWallet = async (db: Db, config: Config): Promise<boolean> => {
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${DEMO_CUSTOMER.username}`);
  if (!demo) return false;
  const [anyOrder] = await db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(eq(payOrders.userId, demo.id))
    .limit(1);
  if (anyOrder) return false;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.level, ADMIN_LEVEL)).limit(1);
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
  const ledgerAt = (daysAgo: number) =>
    createLedger({ timeZone: config.BILLING_TZ, clock: { now: () => at(daysAgo) } });
  const order = (amountMinor: number, method: 'DOMESTIC' | 'INTERNATIONAL', daysAgo: number) => ({
    userId: demo.id,
    reference: newPayOrderReference(),
    remark: 'Demo data',
    method,
    ...payOrderFees(amountMinor, method),
    idempotencyKey: `demo-seed:${demo.id}:${amountMinor}:${method}`,
    requestHash: 'demo-seed',
    createdAt: at(daysAgo),
  });

  await db.transaction(async (tx) => {
    const [paid] = await tx
      .insert(payOrders)
      .values(order(5_000, 'DOMESTIC', 2))
      .returning();
    await ledgerAt(2).credit(tx, {
      userId: demo.id,
      type: 'TOP_UP',
      reason: 'pay_order',
      amountMinor: paid!.amountMinor,
      payOrderId: paid!.id,
      actorUserId: admin?.id ?? null,
      idempotencyKey: `pay-order:${paid!.id}`,
    });
    await tx
      .update(payOrders)
      .set({ status: 'FINISHED', finishedAt: at(2), confirmedBy: admin?.id ?? null })
      .where(eq(payOrders.id, paid!.id));
    await ledgerAt(1).credit(tx, {
      userId: demo.id,
      type: 'TOP_UP',
      reason: 'admin_recharge',
      amountMinor: 2_000,
      note: 'Welcome credit (demo data)',
      actorUserId: admin?.id ?? null,
      idempotencyKey: `demo-seed:${demo.id}:welcome`,
    });
    await tx.insert(payOrders).values(order(1_000, 'INTERNATIONAL', 0));
  });
  return true;
};
