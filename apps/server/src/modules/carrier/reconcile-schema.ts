import { CARRIER_ACTIONS } from '@simportal/contract/api/deliveries';
import {
  NETWORK_DIFFERENCE_ASPECTS,
  NETWORK_DIFFERENCE_VALUES,
  RECONCILIATION_TRIGGERS,
} from '@simportal/contract/api/network-admin';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Reconciliation's runs (issue #69, decision 0095): one row per run, nightly or an administrator's. At most one is
 * unfinished (`finished_at` null): its holder renews `lease_until` with every batch it commits; a run whose lease
 * ran out (its process died) is taken over by the next one, which skips the `position` cards the dead one had
 * handled. The figures are the run's, over every process that worked on it.
 */
export const networkReconciliations = pgTable(
  'network_reconciliations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trigger: text('trigger', { enum: RECONCILIATION_TRIGGERS }).notNull(),
    /** The nightly run's business day (BILLING_TZ): one finished nightly run a day. Null for an operator's. */
    businessDay: date('business_day', { mode: 'string' }),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    /** Which process works on it now (a fresh one per take-over), and until when it may be presumed alive. */
    holder: uuid('holder').notNull(),
    leaseUntil: at('lease_until').notNull(),
    /** How many cards of the platform's list are handled: a take-over skips them. */
    position: integer('position').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    differences: integer('differences').notNull().default(0),
    repaired: integer('repaired').notNull().default(0),
    waiting: integer('waiting').notNull().default(0),
    unknown: integer('unknown').notNull().default(0),
    /** True once a process took it over from one that stopped half-way. */
    resumed: boolean('resumed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('network_reconciliations_one_unfinished').on(sql`(true)`).where(sql`${t.finishedAt} is null`),
    index('network_reconciliations_started_idx').on(t.startedAt),
    index('network_reconciliations_day_idx').on(t.businessDay).where(sql`${t.finishedAt} is not null`),
    check('network_reconciliations_trigger', oneOf(t.trigger, RECONCILIATION_TRIGGERS)),
  ],
);

/**
 * A difference between the portal's state of a card and the platform's, one per card and aspect while open: what
 * the portal wants, what the network had, and the command (a delivery of the one outbox, queued in the
 * transaction that recorded it) that sends the portal's state again. Closed (`closed_at`) by the first later run
 * that finds the card in agreement. Their open count is the network drift.
 */
export const networkDifferences = pgTable(
  'network_differences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    aspect: text('aspect', { enum: NETWORK_DIFFERENCE_ASPECTS }).notNull(),
    wanted: text('wanted', { enum: NETWORK_DIFFERENCE_VALUES }).notNull(),
    found: text('found', { enum: NETWORK_DIFFERENCE_VALUES }).notNull(),
    foundAt: at('found_at').notNull(),
    /** The run that last found it (and sent the command). */
    runId: integer('run_id')
      .notNull()
      .references(() => networkReconciliations.id),
    action: text('action', { enum: CARRIER_ACTIONS }).notNull(),
    /** The outbox's delivery of the newest command (no foreign key: the outbox may forget delivered rows). */
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    /** How many commands were queued for it: more than 1 when the platform still differed after one arrived. */
    sent: integer('sent').notNull().default(1),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('network_differences_open_key').on(t.cardId, t.aspect).where(sql`${t.closedAt} is null`),
    index('network_differences_closed_idx').on(t.closedAt).where(sql`${t.closedAt} is not null`),
    check('network_differences_aspect', oneOf(t.aspect, NETWORK_DIFFERENCE_ASPECTS)),
    check('network_differences_wanted', oneOf(t.wanted, NETWORK_DIFFERENCE_VALUES)),
    check('network_differences_found', oneOf(t.found, NETWORK_DIFFERENCE_VALUES)),
    check('network_differences_action', oneOf(t.action, CARRIER_ACTIONS)),
  ],
);
