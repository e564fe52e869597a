import {
  ADMIN_DETAIL_LIST_SIZE,
  type AdminCustomer,
  type AdminCustomerDetail,
} from '@simportal/contract/api/admin';
import { CUSTOMER_LEVEL } from '@simportal/contract/enums';
import type { Page } from '@simportal/contract/envelope';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { DomainError } from '../../http/domain-error.ts';
import { accountBalances } from '../ledger/index.ts';
import { adminCardsOf } from '../sims/index.ts';
import { users } from '../users/schema.ts';
import { activityPage, overdueCutoff, toAdminPayOrder } from '../wallet/index.ts';
import { payOrders } from '../wallet/schema.ts';

const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  // the ledger's view of the balances (docs/decisions/0051)
  balance: accountBalances.balance,
  createdAt: users.createdAt,
  deletedAt: users.deletedAt,
  // the cards held now (sim_cards_user_id_idx); spelled out because drizzle leaves columns unqualified in a
  // query on one table, and "id" inside the subquery would be the card's
  cardCount: sql<number>`(select count(*)::int from sim_cards as held where held.user_id = "users"."id")`,
};

interface CustomerRow {
  id: number;
  username: string;
  email: string;
  balance: number;
  createdAt: Date;
  deletedAt: Date | null;
  cardCount: number;
}

const toCustomer = (row: CustomerRow, currency: string): AdminCustomer => ({
  id: row.id,
  username: row.username,
  email: row.email,
  balance: row.balance,
  currency,
  cardCount: Number(row.cardCount),
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** The Customer List: customers (not administrators), newest first; `q` matches username or email. */
export const listCustomers = async (
  ctx: AppContext,
  query: { page: number; pageSize: number; q?: string },
): Promise<Page<AdminCustomer>> => {
  const { db } = ctx.database;
  const conditions: SQL[] = [eq(users.level, CUSTOMER_LEVEL)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(users.username, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .innerJoin(accountBalances, eq(accountBalances.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map((row) => toCustomer(row, ctx.config.CURRENCY)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** One customer for the drawer: their cards, pending pay orders and latest activities; user_not_exist else. */
export const getCustomerDetail = async (
  ctx: AppContext,
  customerId: number,
): Promise<AdminCustomerDetail> => {
  const { db } = ctx.database;
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .innerJoin(accountBalances, eq(accountBalances.userId, users.id))
    .where(and(eq(users.id, customerId), eq(users.level, CUSTOMER_LEVEL)));
  if (!row) throw new DomainError('user_not_exist');
  const [cards, orders, views] = await Promise.all([
    adminCardsOf(db, customerId),
    db
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.userId, customerId), eq(payOrders.status, 'INIT')))
      .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
      .limit(ADMIN_DETAIL_LIST_SIZE),
    activityPage(db, customerId, null, ADMIN_DETAIL_LIST_SIZE),
  ]);
  const currency = ctx.config.CURRENCY;
  const cutoff = overdueCutoff(ctx.config.PAY_ORDER_REMIND_AFTER_MINUTES, ctx.clock.now());
  return {
    customer: toCustomer(row, currency),
    cards,
    pendingPayOrders: orders.map((order) => toAdminPayOrder(order, row, currency, cutoff)),
    recentActivities: views,
  };
};
