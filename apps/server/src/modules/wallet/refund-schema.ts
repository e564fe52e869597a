import {
  REFUND_GROUNDS,
  REFUND_KINDS,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '@simportal/contract/refund-rule';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's request to have a purchase (an eSIM fee, an add-on) given back to their balance (issue #71,
 * decision 0101). One per purchase (the unique activity_id): a retry or a race meets the first. Written with
 * the rule's outcome: CREDITED at once, or WAITING for an administrator in the pay orders' queue, who moves it
 * to CREDITED or DECLINED. The evidence the rule read is kept beside it, as it was when asked.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    /** The purchase: its ESIM_APPLY or ADD_ON_PURCHASE activity. */
    activityId: bigint('activity_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => idOf('activities', 'bigint')),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    ground: text('ground', { enum: REFUND_GROUNDS }).notNull(),
    evidence: jsonb('evidence').notNull(),
    /** The REFUND activity, once credited. */
    refundActivityId: bigint('refund_activity_id', { mode: 'number' }).references(() =>
      idOf('activities', 'bigint'),
    ),
    /** The administrator who decided a reviewed request; null when credited at once or still waiting. */
    decidedBy: integer('decided_by').references(() => idOf('users')),
    declineNote: text('decline_note'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('refund_requests_user_idx').on(t.userId, t.id),
    // the queue: few rows wait at a time, whatever the number decided
    index('refund_requests_waiting_idx').on(t.createdAt).where(sql`${t.status} = 'WAITING'`),
    check('refund_requests_kind', oneOf(t.kind, REFUND_KINDS)),
    check('refund_requests_reason', oneOf(t.reason, REFUND_REASONS)),
    check('refund_requests_status', oneOf(t.status, REFUND_STATUSES)),
    check('refund_requests_ground', oneOf(t.ground, REFUND_GROUNDS)),
    check('refund_requests_amount_positive', sql`${t.amountMinor} > 0`),
    check('refund_requests_credited', sql`(${t.status} = 'CREDITED') = (${t.refundActivityId} is not null)`),
    check('refund_requests_decided', sql`(${t.status} = 'WAITING') = (${t.decidedAt} is null)`),
    check('refund_requests_note_length', sql`char_length(${t.note}) <= 300`),
  ],
);
