import type { AdminPayOrder, ConfirmPayOrderResult } from '@simportal/contract/api/wallet';
import type { PayOrderStatus } from '@simportal/contract/enums';
import type { Page } from '@simportal/contract/envelope';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { activities, payOrders, users } from '../../db/schema.ts';
import { DomainError } from '../../http/domain-error.ts';
import { deliverBillingCommands, resumeSuspendedCards } from '../billing/resume-suspended.ts';
import { ledgerFor } from '../ledger/ledger.ts';
import { findActivity, ownerColumns, toAdminPayOrder } from './presenters.ts';

/**
 * An administrator confirms that a pay order was paid: the order becomes FINISHED and its amount is credited
 * as one TOP_UP, in one transaction. Confirming again answers the same result and credits nothing: the order
 * row is locked first, and the ledger key `pay-order:<id>` plus a unique index on activities.pay_order_id
 * back that up.
 */
export const confirmPayOrder = async (
  ctx: AppContext,
  adminId: number,
  orderId: string,
): Promise<ConfirmPayOrderResult> => {
  const { db } = ctx.database;
  const ledger = ledgerFor(ctx);
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(payOrders).where(eq(payOrders.id, orderId)).for('update');
    if (!order) throw new DomainError('not_found');
    if (order.status === 'FINISHED') {
      const [credited] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.payOrderId, order.id));
      return { order, activityId: credited!.id, replayed: true, resumed: [] as number[] };
    }
    const { activity } = await ledger.credit(tx, {
      userId: order.userId,
      type: 'TOP_UP',
      reason: 'pay_order',
      amountMinor: order.amountMinor,
      payOrderId: order.id,
      actorUserId: adminId,
      idempotencyKey: `pay-order:${order.id}`,
    });
    const [finished] = await tx
      .update(payOrders)
      .set({ status: 'FINISHED', finishedAt: ctx.clock.now(), confirmedBy: adminId })
      .where(eq(payOrders.id, order.id))
      .returning();
    // billing: cards stopped for lack of credit resume when the top-up covers their fee of today
    const resumed = await resumeSuspendedCards(ctx, tx, order.userId);
    return { order: finished!, activityId: activity.id, replayed: false, resumed };
  });
  await deliverBillingCommands(ctx, outcome.resumed);
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, outcome.order.userId));
  return {
    order: toAdminPayOrder(outcome.order, owner!, ctx.config.CURRENCY),
    activity: await findActivity(db, outcome.activityId),
    replayed: outcome.replayed,
  };
};

/** `%`, `_` and `\` typed in a search box are matched literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Every customer's orders for the admin screen, newest first; `q` searches reference, username and email. */
export const listAllPayOrders = async (
  ctx: AppContext,
  query: { page: number; pageSize: number; status?: PayOrderStatus; q?: string },
): Promise<Page<AdminPayOrder>> => {
  const { db } = ctx.database;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payOrders.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(payOrders.reference, pattern),
        ilike(users.username, pattern),
        ilike(users.email, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(payOrders)
    .innerJoin(users, eq(users.id, payOrders.userId))
    .where(where);
  const rows = await db
    .select({ order: payOrders, owner: ownerColumns })
    .from(payOrders)
    .innerJoin(users, eq(users.id, payOrders.userId))
    .where(where)
    .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => toAdminPayOrder(row.order, row.owner, ctx.config.CURRENCY)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
