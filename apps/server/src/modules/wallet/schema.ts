import { PAY_ORDER_STATUSES, PAYMENT_METHODS } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

// refund requests (decision 0101) live in a file of their own, gathered here: a module's tables are its schema.ts's
export * from './refund-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A request to top up the balance (the Account Recharge Center). It is only a record of what the customer
 * intends to pay: the balance changes when an administrator confirms it (INIT → FINISHED), through the ledger.
 * Its customer may withdraw it before that (INIT → CANCELLED); nothing else moves (decision 0036).
 * Amounts are minor units; the fees are computed by the contract's payOrderFees() when the order is created
 * and stored, so a later change of the fee rule never rewrites an existing order.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    /** Random, so an order's address (/pay?order=…) reveals nothing about other orders. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    /** The code the customer quotes to the administrator ("remark info" of the payment), e.g. PO-7K3M9QXA. */
    reference: text('reference').notNull().unique(),
    /** The customer's own note, possibly empty. */
    remark: text('remark').notNull().default(''),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAY_ORDER_STATUSES }).notNull().default('INIT'),
    /** What the balance grows by when the order is confirmed. */
    amountMinor: minor('amount_minor').notNull(),
    serviceFeeMinor: minor('service_fee_minor').notNull(),
    internationalFeeMinor: minor('international_fee_minor').notNull(),
    /** What the customer pays: amount + service fee + international fee. */
    totalMinor: minor('total_minor').notNull(),
    /** `<userId>:<Idempotency-Key>` (or a generated key), so a retried create returns the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the create request, to tell a retry from a different request under the same key. */
    requestHash: text('request_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** The administrator who confirmed the payment. */
    confirmedBy: integer('confirmed_by').references(() => idOf('users')),
    /** When its customer cancelled it (CANCELLED only). */
    cancelledAt: at('cancelled_at'),
    /**
     * When the administrators were reminded that it still waits (PAY_ORDER_REMIND_AFTER_MINUTES): set by the
     * conditional UPDATE that claims the reminder, so it is mailed once whatever the number of instances.
     */
    remindedAt: at('reminded_at'),
    /**
     * When the administrators were told of it (issue #67): in one digest with the other orders waiting untold,
     * at most one a PAY_ORDER_DIGEST_MINUTES window (pay-order-announcements.ts); null while it waits its turn.
     */
    announcedAt: at('announced_at'),
  },
  (t) => [
    index('pay_orders_user_created_idx').on(t.userId, t.createdAt),
    index('pay_orders_status_created_idx').on(t.status, t.createdAt),
    // The orders still to remind of (the delivery worker's round looks every few seconds): few, while every
    // confirmed, cancelled or reminded order leaves it.
    index('pay_orders_remind_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'INIT' and ${t.remindedAt} is null`),
    // The orders still to tell the administrators of (looked up at each delivery round)
    index('pay_orders_announce_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'INIT' and ${t.announcedAt} is null`),
    check('pay_orders_method', sql`${t.method} in ('DOMESTIC', 'INTERNATIONAL')`),
    check('pay_orders_status', sql`${t.status} in ('INIT', 'FINISHED', 'CANCELLED')`),
    check('pay_orders_amount_positive', sql`${t.amountMinor} > 0`),
    check('pay_orders_fees_non_negative', sql`${t.serviceFeeMinor} >= 0 and ${t.internationalFeeMinor} >= 0`),
    check(
      'pay_orders_total',
      sql`${t.totalMinor} = ${t.amountMinor} + ${t.serviceFeeMinor} + ${t.internationalFeeMinor}`,
    ),
    check('pay_orders_finished_at', sql`(${t.status} = 'FINISHED') = (${t.finishedAt} is not null)`),
    check('pay_orders_cancelled_at', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
    check('pay_orders_remark_length', sql`char_length(${t.remark}) <= 200`),
  ],
);
