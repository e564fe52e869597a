import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { accountBalances, ledgerEntries } from '../ledger/index.ts';
import { payOrders } from './schema.ts';

/**
 * Of a pay order's amount, what pays back daily fees advanced while a top-up waited (bridge credit, decision
 * 0069), as a column over `pay_orders` in minor units: what its customer would see land where. A waiting order's
 * confirmation pays back how far the balance is below zero now, at most its amount (the ledger's credit); a
 * confirmed one paid back what its TOP_UP row says: the balance before it (balance after − amount) below zero,
 * at most the amount. A cancelled order pays back nothing. Read from the ledger's views, one row each.
 */
// named with its table: drizzle leaves a column of a one-table select unqualified, and the subqueries have their own
const o = sql.raw('"pay_orders"');
export const repaysSql = sql<number>`coalesce(case ${o}.status
    when 'INIT' then (select least(${o}.amount_minor, greatest(0, -b.balance))
      from ${accountBalances} b where b.user_id = ${o}.user_id)
    when 'FINISHED' then (select least(a.amount_minor, greatest(0, a.amount_minor - a.balance_after_minor))
      from ${ledgerEntries} a where a.pay_order_id = ${o}.id and a.type = 'TOP_UP')
  end, 0)`.mapWith(Number);

/** repaysSql of one order, for an answer built from a row just written (a new order, a confirmation). */
export const repaysOf = async (db: DbOrTx, orderId: string): Promise<number> => {
  const [row] = await db.select({ repays: repaysSql }).from(payOrders).where(eq(payOrders.id, orderId));
  return row?.repays ?? 0;
};
