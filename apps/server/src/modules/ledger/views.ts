import { ACTIVITY_REASONS } from '@simportal/contract/api/wallet';
import { ACTIVITY_TYPES } from '@simportal/contract/enums';
import { bigint, date, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { activities, balances } from './schema.ts';

// What other modules may read of the ledger inside their own statements (docs/decisions/0050, 0051): read-only
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
  /** How far below zero the balance may go (a bridge's cap, decision 0069); 0 for nearly everyone. */
  overdraft: minor('overdraft').notNull(),
});

/**
 * The ledger's rows as the screens show them (Activities, its CSV, a customer's latest entries, the data
 * export): the keys that make a change happen once (idempotency key, request hash) and the acting
 * administrator are the ledger's own.
 */
export const ledgerEntries = viewOfTable('ledger_entries', activities, {
  id: minor('id').notNull(),
  userId: integer('user_id').notNull(),
  type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
  amountMinor: minor('amount_minor').notNull(),
  balanceAfterMinor: minor('balance_after_minor').notNull(),
  reason: text('reason', { enum: ACTIVITY_REASONS }).notNull(),
  note: text('note'),
  cardId: integer('card_id'),
  payOrderId: uuid('pay_order_id'),
  refundsActivityId: minor('refunds_activity_id'),
  tradeDate: date('trade_date', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
