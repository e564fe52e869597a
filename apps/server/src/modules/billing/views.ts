import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { bridges, cardAddOns } from './schema.ts';

// What other modules may read of billing inside their own statements (docs/decisions/0050, 0064): a read-only
// view naming only the columns they may rely on, so billing may change card_add_ons behind it. PostgreSQL inlines
// it into the statement that reads it (no cost). Only billing writes (add-on-purchases.ts).

/**
 * The add-ons bought for a card: who bought them, when, and the traffic each gives. The allowance rule
 * (usage's allowance-sql.ts: plan + the add-ons the current holder bought) reads it; what a pack cost, its
 * ledger entry and its key stay billing's.
 */
export const addOnPurchases = viewOfTable('add_on_purchases', cardAddOns, {
  cardId: integer('card_id').notNull(),
  userId: integer('user_id').notNull(),
  trafficMb: integer('traffic_mb').notNull(),
  purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
});

/**
 * The bridges (decision 0069): which pay order a customer's fees are advanced against, up to what, and whether it
 * has ended. The wallet's admin list marks a waiting order with what has been advanced on it, so the operator
 * confirms it first; what a bridge decides stays billing's.
 */
export const bridgeAdvances = viewOfTable('bridge_advances', bridges, {
  userId: integer('user_id').notNull(),
  payOrderId: uuid('pay_order_id').notNull(),
  limitMinor: bigint('limit_minor', { mode: 'number' }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
