import { AUTO_PAUSE_REASONS, IDLE_PAUSE_CHOICES } from '@simportal/contract/trips';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** What the daily run told a customer, once a day each (the run's mails and the runway episodes read them). */
export const BILLING_NOTICE_KINDS = [
  'card_suspended',
  'low_balance',
  'runway_low',
  'runway_restored',
  'trip_notice',
] as const;

/**
 * Add-on packs bought for a card (modules/billing). The pack's traffic and price are copied at purchase, so a
 * later catalogue change never rewrites what was bought. The traffic counts for the card while its holder
 * keeps it (purchases of an earlier holder, before bound_at, do not). One row per paid ADD_ON_PURCHASE
 * activity (unique), and per idempotency key, so a retried purchase is answered with the first one.
 */
export const cardAddOns = pgTable(
  'card_add_ons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    addOnId: integer('add_on_id')
      .notNull()
      .references(() => idOf('add_ons')),
    trafficMb: integer('traffic_mb').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    /** The ADD_ON_PURCHASE debit; null for a free pack (the ledger records no zero amounts). */
    activityId: bigint('activity_id', { mode: 'number' })
      .references(() => idOf('activities', 'bigint'))
      .unique(),
    businessDay: day('business_day').notNull(),
    purchasedAt: at('purchased_at').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
  },
  (t) => [
    index('card_add_ons_card_idx').on(t.cardId, t.userId),
    check('card_add_ons_traffic_positive', sql`${t.trafficMb} > 0`),
    check('card_add_ons_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * One row per business day the daily billing run completed, written in the same transaction as the day's
 * charges: a day with a row is done (a re-run skips it unless forced), a day without one left nothing behind.
 * The counts are what that run did, for the operator.
 */
export const billingRuns = pgTable('billing_runs', {
  businessDay: day('business_day').primaryKey(),
  pendingApplied: integer('pending_applied').notNull(),
  charged: integer('charged').notNull(),
  chargedMinor: bigint('charged_minor', { mode: 'number' }).notNull(),
  suspended: integer('suspended').notNull(),
  lowBalanceWarned: integer('low_balance_warned').notNull(),
  startedAt: at('started_at').notNull(),
  finishedAt: at('finished_at').notNull(),
});

/**
 * The billing mails a customer was sent, at most one of each kind per business day: card_suspended on the day
 * a card was stopped for lack of credit, low_balance on the day before the balance falls short (its
 * business_day is the day that will not be covered). The primary key is what makes "once a day" hold
 * across re-runs and instances. The runway reminder's episodes (decision 0033): runway_low on the day the
 * balance was found covering fewer than RUNWAY_REMINDER_DAYS days (the reminder), runway_restored on the day
 * it was found covering them again; a customer whose latest of the two is runway_low is not reminded again.
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    kind: text('kind', { enum: BILLING_NOTICE_KINDS }).notNull(),
    businessDay: day('business_day').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.businessDay] }),
    check(
      'billing_notices_kind',
      sql`${t.kind} in ('card_suspended', 'low_balance', 'runway_low', 'runway_restored', 'trip_notice')`,
    ),
  ],
);

/**
 * The low-balance reminder a customer chose (issue #58): reminded once when their balance covers fewer than
 * `days` days of their cards' fees (0: never). Without a row, the operator's RUNWAY_REMINDER_DAYS.
 */
export const runwayReminderSettings = pgTable(
  'runway_reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => idOf('users')),
    days: smallint('days').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('runway_reminder_settings_days', sql`${t.days} in (0, 1, 2, 3, 5, 7, 14)`)],
);

/** How a bridge ended: its top-up confirmed (or any credit that left the balance at zero or above), or cancelled. */
export const BRIDGE_ENDINGS = ['settled', 'cancelled'] as const;

/**
 * Bridge credit (issue #58, decision 0069): while a customer's pay order waits for an administrator, the daily
 * run charges their cards' fees as an advance against it instead of suspending them, down to `limitMinor` below
 * zero (the smaller of the order's amount and BRIDGE_CREDIT_DAYS of their fees). One open bridge per customer;
 * the ledger's `balances.overdraft` is what lets the balance go below zero, and only while a bridge is open.
 */
export const bridges = pgTable(
  'bridges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    payOrderId: uuid('pay_order_id')
      .notNull()
      .references(() => idOf('pay_orders', 'uuid')),
    limitMinor: bigint('limit_minor', { mode: 'number' }).notNull(),
    startedDay: day('started_day').notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    ending: text('ending', { enum: BRIDGE_ENDINGS }),
  },
  (t) => [
    uniqueIndex('bridges_open_user').on(t.userId).where(sql`${t.endedAt} is null`),
    index('bridges_pay_order_idx').on(t.payOrderId),
    check('bridges_limit_positive', sql`${t.limitMinor} > 0`),
    check('bridges_ending', sql`${t.ending} in ('settled', 'cancelled')`),
    check('bridges_ended', sql`(${t.endedAt} is null) = (${t.ending} is null)`),
  ],
);

/**
 * A card's trip (issue #58, decision 0072), per card and holder (a card's next holder starts without one): the
 * daily run resumes the paused card on `starts_on` and pauses it on the day after `ends_after`, clearing each day
 * once it has acted on it; with `idle_pause_days` it pauses the card once it used no data for that many days.
 * Keyed by holder first: the run reads a batch of customers' trips by range.
 */
export const cardTrips = pgTable(
  'card_trips',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    startsOn: day('starts_on'),
    endsAfter: day('ends_after'),
    idlePauseDays: smallint('idle_pause_days'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    check(
      'card_trips_idle_pause_days',
      sql`${t.idlePauseDays} in (${sql.raw(IDLE_PAUSE_CHOICES.join(', '))})`,
    ),
  ],
);

/**
 * The pauses the daily run made (a trip's end, an idle card), from the first day not charged to the first day
 * charged again (open while the card stays paused): what My SIMs counts as saved, at the card's ordinary daily
 * fee when it paused. At most one open pause per card.
 */
export const cardPauses = pgTable(
  'card_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    cardId: integer('card_id')
      .notNull()
      .references(() => idOf('sim_cards')),
    reason: text('reason', { enum: AUTO_PAUSE_REASONS }).notNull(),
    pausedOn: day('paused_on').notNull(),
    resumedOn: day('resumed_on'),
    dailyFeeMinor: bigint('daily_fee_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('card_pauses_open_card').on(t.cardId).where(sql`${t.resumedOn} is null`),
    index('card_pauses_user_idx').on(t.userId, t.pausedOn),
    check(
      'card_pauses_reason',
      sql`${t.reason} in (${sql.raw(AUTO_PAUSE_REASONS.map((r) => `'${r}'`).join(', '))})`,
    ),
    check('card_pauses_fee', sql`${t.dailyFeeMinor} >= 0`),
    check('card_pauses_days', sql`${t.resumedOn} is null or ${t.resumedOn} >= ${t.pausedOn}`),
  ],
);

/**
 * The operator's lifeline (decision 0096): one row, id 1, written in Admin Management › Catalogue. Until it
 * exists the configuration's LIFELINE_DAYS, LIFELINE_MB and LIFELINE_KBPS apply.
 */
export const lifelineSettings = pgTable(
  'lifeline_settings',
  {
    id: integer('id').primaryKey(),
    days: smallint('days').notNull(),
    megabytes: integer('megabytes').notNull(),
    speedKbps: integer('speed_kbps').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: integer('updated_by').references(() => idOf('users')),
  },
  (t) => [check('lifeline_settings_single_row', sql`${t.id} = 1`)],
);
