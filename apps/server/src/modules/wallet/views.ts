import { PAY_ORDER_STATUSES } from '@simportal/contract/enums';
import { bigint, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { payOrders } from './schema.ts';

// What other modules may read of the pay orders inside their own statements (docs/decisions/0050, 0064): a
// read-only view of the columns they rely on. Only the wallet writes them (index.ts).

/**
 * Each pay order's state and amount: what billing's bridge (decision 0069) advances fees against, a waiting
 * (INIT) order of a customer who had one confirmed (FINISHED) before.
 */
export const payOrderStates = viewOfTable('pay_order_states', payOrders, {
  id: uuid('id').notNull(),
  userId: integer('user_id').notNull(),
  reference: text('reference').notNull(),
  status: text('status', { enum: PAY_ORDER_STATUSES }).notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
