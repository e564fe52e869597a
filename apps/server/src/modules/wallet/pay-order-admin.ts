import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import type { PayOrderStatus } from '@simportal/contract/enums';
import type { Page } from '@simportal/contract/envelope';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { accountBalances } from '../ledger/index.ts';
import { accountMatches, userAccounts } from '../users/index.ts';
import { bridgeAdvancesView } from './owners-views.ts';
import { repaysSql } from './pay-order-repays.ts';
import { overdueCutoff, ownerColumns, toAdminPayOrder } from './presenters.ts';
import { payOrders } from './schema.ts';

/**
 * What has been advanced against a waiting order while it waits (decision 0069): how far its customer's balance
 * is below zero, while their open bridge is on this order; null without one.
 */
const advancedSql = sql<number | null>`(select greatest(0, -b.balance)
  from ${bridgeAdvancesView} g join ${accountBalances} b on b.user_id = g.user_id
  where g.pay_order_id = ${payOrders.id} and g.ended_at is null)`.mapWith((value) =>
  value === null ? null : Number(value),
);

/**
 * Every customer's orders for the admin screen, newest first (or oldest first: the queue); `q` searches
 * reference, username and email (the customer through the users module's user_accounts view, joined in the
 * page's statement and the count's). Each says whether it is overdue (waiting past PAY_ORDER_REMIND_AFTER_MINUTES).
 */
export const listAllPayOrders = async (
  ctx: AppContext,
  query: {
    page: number;
    pageSize: number;
    status?: PayOrderStatus;
    q?: string;
    sort?: 'newest' | 'oldest';
  },
): Promise<Page<AdminPayOrder>> => {
  const { db } = ctx.database;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payOrders.status, query.status));
  if (query.q) {
    conditions.push(or(ilike(payOrders.reference, containsPattern(query.q)), accountMatches(query.q)) as SQL);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(payOrders)
    .innerJoin(userAccounts, eq(userAccounts.id, payOrders.userId))
    .where(where);
  const rows = await db
    .select({ order: payOrders, owner: ownerColumns, advanced: advancedSql, repays: repaysSql })
    .from(payOrders)
    .innerJoin(userAccounts, eq(userAccounts.id, payOrders.userId))
    .where(where)
    .orderBy(
      ...(query.sort === 'oldest'
        ? [asc(payOrders.createdAt), asc(payOrders.id)]
        : [desc(payOrders.createdAt), desc(payOrders.id)]),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const cutoff = overdueCutoff(ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES, ctx.clock.now());
  return {
    items: rows.map((row) =>
      toAdminPayOrder(row.order, row.owner, ctx.config.CURRENCY, cutoff, row.repays, row.advanced),
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/**
 * A customer's orders still waiting for a payment (INIT), newest first, at most `limit`, as the admin screens show
 * them (Admin Management › Customers, a customer's drawer); `customer` names them.
 */
export const pendingPayOrdersOf = async (
  ctx: AppContext,
  customer: { id: number; username: string; email: string },
  limit: number,
): Promise<AdminPayOrder[]> => {
  const orders = await ctx.database.db
    .select({ order: payOrders, advanced: advancedSql, repays: repaysSql })
    .from(payOrders)
    .where(and(eq(payOrders.userId, customer.id), eq(payOrders.status, 'INIT')))
    .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
    .limit(limit);
  const cutoff = overdueCutoff(ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES, ctx.clock.now());
  return orders.map((row) =>
    toAdminPayOrder(row.order, customer, ctx.config.CURRENCY, cutoff, row.repays, row.advanced),
  );
};

/**
 * The orders waiting for a payment (INIT) counted, as a scalar subquery for another module's statement (the
 * dashboard's queues, one round trip): read on pay_orders_status_created_idx.
 */
export const waitingPayOrdersCountSql = (): SQL =>
  sql`(select count(*) from pay_orders where status = 'INIT')`;
