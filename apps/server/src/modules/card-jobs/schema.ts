import { ADMIN_ROLES } from '@simportal/contract/admin-roles';
import { CARD_JOB_ACTIONS, CARD_JOB_ITEM_STATES, CARD_JOB_STATES } from '@simportal/contract/api/card-jobs';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

/**
 * A bulk action on cards (issue #59): what it does, to which cards (the filter it was started with, or a
 * selection), who started it with what standing (each card's audit entry names them), and how far it is. The
 * counts are kept by the statement that decides each card, in its transaction, so they never drift from the items.
 */
export const cardJobs = pgTable(
  'card_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action', { enum: CARD_JOB_ACTIONS }).notNull(),
    planId: integer('plan_id').references(() => idOf('basic_plans')),
    /** The console's filter it was started on, or null for a selection of cards. */
    filter: jsonb('filter'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => idOf('users')),
    createdByRole: text('created_by_role', { enum: ADMIN_ROLES }),
    steppedUp: boolean('stepped_up').notNull().default(false),
    state: text('state', { enum: CARD_JOB_STATES }).notNull().default('running'),
    total: integer('total').notNull(),
    doneCount: integer('done_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('card_jobs_action', oneOf(t.action, CARD_JOB_ACTIONS)),
    check('card_jobs_state', oneOf(t.state, CARD_JOB_STATES)),
    check('card_jobs_created_by_role', oneOf(t.createdByRole, ADMIN_ROLES)),
    check(
      'card_jobs_counts',
      sql`${t.doneCount} + ${t.skippedCount} + ${t.failedCount} + ${t.cancelledCount} <= ${t.total}`,
    ),
    index('card_jobs_running_idx').on(t.id).where(sql`${t.state} = 'running'`),
  ],
);

/**
 * One card of a job: claimed by a worker for a lease (claim_token names the claim, so a worker whose lease ran out
 * cannot settle a card another one took over), then settled once in the transaction that acted on the card.
 */
export const cardJobItems = pgTable(
  'card_job_items',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => cardJobs.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    state: text('state', { enum: CARD_JOB_ITEM_STATES }).notNull().default('pending'),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Why a failed card was refused (an error key), or why it was skipped. */
    result: text('result'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.cardId] }),
    check('card_job_items_state', oneOf(t.state, CARD_JOB_ITEM_STATES)),
    // the workers' claim reads only the cards still to decide
    index('card_job_items_open_idx').on(t.jobId, t.cardId).where(sql`${t.state} in ('pending', 'claimed')`),
    index('card_job_items_failed_idx').on(t.jobId, t.cardId).where(sql`${t.state} = 'failed'`),
  ],
);
