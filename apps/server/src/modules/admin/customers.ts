import {
  ADMIN_DETAIL_LIST_SIZE,
  type AdminCustomer,
  type AdminCustomerDetail,
} from '@simportal/contract/api/admin';
import type { Page } from '@simportal/contract/envelope';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import type { DbOrTx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { bridgesOfHolders } from '../billing/index.ts';
import { accountBalances } from '../ledger/index.ts';
import { adminCardsOf, countHeldCards, groupsOfMembers } from '../sims/index.ts';
import { type CustomerAccount, customerPage, findCustomer, membersOf } from '../users/index.ts';
import { activityPage, pendingPayOrdersOf } from '../wallet/index.ts';

// The Customer List and a customer's drawer: the customers are the users module's, their balances the ledger's
// (its account_balances view) and their cards sims': each read once for the whole page, never per customer.

/** The balances, card counts and open bridges of some customers, by id. */
const figuresOf = async (ctx: AppContext, db: DbOrTx, ids: number[]) => {
  const [balances, cardCounts, advances] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ userId: accountBalances.userId, balance: accountBalances.balance })
          .from(accountBalances)
          .where(inArray(accountBalances.userId, ids)),
    countHeldCards(db, ids),
    bridgesOfHolders(db, ids, businessDayOf(ctx)),
  ]);
  const balanceOf = new Map(balances.map((row) => [row.userId, row.balance]));
  // every account has its balance row from its creation (decision 0051): the 0 is never reached
  return (id: number) => ({
    balance: balanceOf.get(id) ?? 0,
    cardCount: cardCounts.get(id) ?? 0,
    advance: advances.get(id) ?? null,
  });
};

const toCustomer = (
  row: CustomerAccount,
  figures: { balance: number; cardCount: number; advance: AdminCustomer['advance'] },
  currency: string,
): AdminCustomer => ({
  id: row.id,
  username: row.username,
  email: row.email,
  balance: figures.balance,
  currency,
  cardCount: figures.cardCount,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  memberOf:
    row.ownerId !== null && row.ownerUsername !== null
      ? { id: row.ownerId, username: row.ownerUsername }
      : null,
  advance: figures.advance,
});

/** The Customer List: customers (not administrators), newest first; `q` matches username or email. */
export const listCustomers = async (
  ctx: AppContext,
  query: { page: number; pageSize: number; q?: string },
): Promise<Page<AdminCustomer>> => {
  const { db } = ctx.database;
  const { rows, total } = await customerPage(db, query);
  const figures = await figuresOf(
    ctx,
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toCustomer(row, figures(row.id), ctx.config.CURRENCY)),
    total,
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
  const row = await findCustomer(db, customerId);
  if (!row) throw new DomainError('user_not_exist');
  const [figures, cards, orders, views, members] = await Promise.all([
    figuresOf(ctx, db, [row.id]),
    adminCardsOf(db, customerId, ctx.clock.now()),
    pendingPayOrdersOf(ctx, row, ADMIN_DETAIL_LIST_SIZE),
    activityPage(db, customerId, null, ADMIN_DETAIL_LIST_SIZE),
    membersOf(db, customerId),
  ]);
  const groups = await groupsOfMembers(
    db,
    members.map((member) => member.id),
  );
  return {
    customer: toCustomer(row, figures(row.id), ctx.config.CURRENCY),
    cards,
    pendingPayOrders: orders,
    recentActivities: views,
    members: members.map((member) => ({
      id: member.id,
      username: member.username,
      email: member.email,
      groups: (groups.get(member.id) ?? []).map((group) => group.name),
      createdAt: member.createdAt.toISOString(),
    })),
  };
};
