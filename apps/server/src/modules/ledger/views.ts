import { pgView } from 'drizzle-orm/pg-core';
import { balances } from './schema.ts';

/**
 * Every account's balance in minor units, read-only: what read models outside the ledger join (the customer
 * list, the account with its session, the daily run's pricing) instead of the balances table, which only the
 * ledger reads to lock and writes (docs/decisions/0051). A plain view: PostgreSQL inlines it into the query
 * that joins it, so the join costs what a join of the table costs.
 */
export const accountBalances = pgView('account_balances').as((qb) =>
  qb.select({ userId: balances.userId, balance: balances.balance }).from(balances),
);
