import { bigint, integer } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { balances } from './schema.ts';

// What other modules may read of the ledger inside their own statements (docs/decisions/0051, 0050): read-only
// views naming only the columns they may rely on, so the ledger may change its tables behind them. PostgreSQL
// inlines a view into the statement that reads it (no cost). Only the ledger writes (index.ts).

const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every account's balance in minor units, read-only: what read models outside the ledger join (the customer
 * list, the account with its session, a card's billing, the daily run's pricing) instead of the balances table,
 * which only the ledger reads to lock and writes (docs/decisions/0051).
 */
export const accountBalances = viewOfTable('account_balances', balances, {
  userId: integer('user_id').notNull(),
  balance: minor('balance').notNull(),
});
