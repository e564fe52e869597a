import { SUSPEND_REASONS } from '@simportal/contract/api/billing';
import { CARD_TYPES, SIM_STATUSES } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

/**
 * The SIM inventory. A card exists before anyone owns it (imported by an administrator); binding sets
 * user_id. The verify code printed on the card is stored only as a hash.
 */
export const simCards = pgTable(
  'sim_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Digits only; compared numerically by the admin range search. */
    cardNumber: text('card_number').notNull().unique(),
    iccid: text('iccid').notNull().unique(),
    verifyCodeHash: text('verify_code_hash').notNull(),
    channelName: text('channel_name').notNull().default(''),
    type: text('type', { enum: CARD_TYPES }).notNull().default('PHYSICAL'),
    status: text('status', { enum: SIM_STATUSES }).notNull().default('NOT_ACTIVE'),
    userId: integer('user_id').references(() => idOf('users')),
    label: text('label'),
    /** The customer's group the card is in (at most one, decision 0075); cleared when the card leaves them. */
    groupId: integer('group_id').references((): AnyPgColumn => cardGroups.id, { onDelete: 'set null' }),
    isStarterPack: boolean('is_starter_pack').notNull().default(false),
    starterPackPlanId: integer('starter_pack_plan_id').references(() => idOf('basic_plans')),
    starterPackDays: integer('starter_pack_days'),
    /** The basic plan in force (billing sets it); null: the card needs a basic plan first. */
    currentPlanId: integer('current_plan_id').references(() => idOf('basic_plans')),
    /** A plan ordered for the next business day, shown beside the current one. */
    pendingPlanId: integer('pending_plan_id').references(() => idOf('basic_plans')),
    planCreatedAt: timestamp('plan_created_at', { withTimezone: true }),
    /** Billing: the business day the current plan's cycles count from (its first day pays the remainder). */
    cycleStartDay: date('cycle_start_day', { mode: 'string' }),
    /** Billing: the business day the pending plan replaces the current one. */
    pendingPlanFrom: date('pending_plan_from', { mode: 'string' }),
    /** Billing: why the card was last SUSPENDed (meaningful while it is); insufficient_credit for now. */
    suspendReason: text('suspend_reason', { enum: SUSPEND_REASONS }),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    /**
     * Set when the customer deleted the card: it is retired (unbound for good, its history rows keep its id)
     * and nobody can bind it until an administrator releases it, which clears these two columns.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: integer('deleted_by_user_id').references(() => idOf('users')),
    /**
     * When the card last left a customer (their delete). Kept when an administrator releases the card: the
     * carrier's usage up to that day was the previous holder's, and no later holder sees or is charged it.
     */
    lastRetiredAt: timestamp('last_retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sim_cards_user_id_idx').on(t.userId),
    // Admin card list: card-number bounds compare numerically ('9' < '10') and the list is in that order.
    index('sim_cards_card_number_numeric_idx').on(sql`(${t.cardNumber}::numeric)`, t.id),
    // The console's search box (issue #59): number, ICCID and label prefixes, each an index range scan.
    index('sim_cards_card_number_prefix_idx').on(t.cardNumber.op('text_pattern_ops')),
    index('sim_cards_iccid_prefix_idx').on(t.iccid.op('text_pattern_ops')),
    index('sim_cards_label_prefix_idx')
      .on(sql`lower(${t.label}) text_pattern_ops`)
      .where(sql`${t.label} is not null`),
    // The console's filters: the plan, the status and type (a filter matching few cards would otherwise walk the
    // whole list's order to fill a page), StarterPack cards and deleted cards (a few among a million).
    index('sim_cards_current_plan_idx').on(t.currentPlanId).where(sql`${t.currentPlanId} is not null`),
    index('sim_cards_status_idx').on(t.status),
    index('sim_cards_type_status_idx').on(t.type, t.status),
    index('sim_cards_starter_pack_idx').on(t.id).where(sql`${t.isStarterPack}`),
    index('sim_cards_deleted_idx').on(t.id).where(sql`${t.deletedAt} is not null`),
    // Labels are unique per customer whatever their case; a free or retired card has none.
    uniqueIndex('sim_cards_user_label_key')
      .on(t.userId, sql`lower(${t.label})`)
      .where(sql`${t.userId} is not null and ${t.label} is not null`),
    index('sim_cards_group_idx').on(t.groupId).where(sql`${t.groupId} is not null`),
    check('sim_cards_group_held', sql`${t.groupId} is null or ${t.userId} is not null`),
    check('sim_cards_retired_unbound', sql`${t.deletedAt} is null or ${t.userId} is null`),
    check('sim_cards_card_number_digits', sql`${t.cardNumber} ~ '^[0-9]{1,20}$'`),
    check('sim_cards_iccid_digits', sql`${t.iccid} ~ '^89[0-9]{17,18}$'`),
    check('sim_cards_type', sql`${t.type} in ('PHYSICAL', 'ESIM')`),
    check('sim_cards_status', sql`${t.status} in ('NOT_ACTIVE', 'USING', 'SUSPEND', 'PAUSED')`),
    // Billing: the daily run finds the plans taking effect without scanning every card.
    index('sim_cards_pending_plan_idx').on(t.pendingPlanFrom).where(sql`${t.pendingPlanId} is not null`),
    check(
      'sim_cards_suspend_reason',
      sql`${t.suspendReason} is null or ${t.suspendReason} = 'insufficient_credit'`,
    ),
  ],
);

/**
 * What a card was before each change of what billing reads (holder, status, plan, cycle start), written by the
 * trigger sim_cards_state_history (migration 0022) whatever the writer: the row holds the state that was in
 * force until `valid_until`. A catch-up run of a missed day reads the state at the day's start from here
 * (modules/billing/cards-as-of.ts), so it charges what an on-time run would have (decision 0035).
 */
export const simCardStates = pgTable(
  'sim_card_states',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer('card_id')
      .notNull()
      .references(() => simCards.id),
    /** The state below held until this instant (the changing transaction's time, or the run's day start). */
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    status: text('status', { enum: SIM_STATUSES }).notNull(),
    currentPlanId: integer('current_plan_id'),
    cycleStartDay: date('cycle_start_day', { mode: 'string' }),
  },
  (t) => [
    index('sim_card_states_card_idx').on(t.cardId, t.validUntil),
    check('sim_card_states_status', oneOf(t.status, SIM_STATUSES)),
    // the customers a catch-up batch covers: those who held a card then, whoever holds it now
    index('sim_card_states_user_idx').on(t.userId, t.validUntil).where(sql`${t.userId} is not null`),
  ],
);

/**
 * A customer's named groups of cards (issue #59, decision 0075): a family's, a shop's routers, a fleet's sites.
 * A card names its group (sim_cards.group_id), so a card is in one group at most and a group's figures and
 * actions never count a card twice.
 */
export const cardGroups = pgTable(
  'card_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_groups_user_name_key').on(t.userId, sql`lower(${t.name})`),
    // The console's group filter: every customer's groups whose name starts with a text, any case.
    index('card_groups_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/**
 * The card groups a member of an account reaches (issue #71, decision 0103): a member sees and buys for the cards
 * of these groups only. A group deleted takes its rows with it; a member removed, theirs.
 */
export const memberCardGroups = pgTable(
  'member_card_groups',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => cardGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.groupId] }),
    index('member_card_groups_group_idx').on(t.groupId),
  ],
);

/**
 * What a group action did, under its idempotency key: a retry with the same key answers this row and does
 * nothing again (modules/idempotency). The money moved is in the ledger, one row per card.
 */
export const cardGroupActions = pgTable(
  'card_group_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    groupId: integer('group_id').references(() => cardGroups.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The action asked and the quote's fingerprint, which a retry must repeat. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    actedOn: integer('acted_on').notNull(),
    skipped: integer('skipped').notNull(),
    chargedMinor: bigint('charged_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('card_group_actions_user_idx').on(t.userId),
    // a quote is used once (issue #67): its fingerprint carries the quote's own random part after a dot
    uniqueIndex('card_group_actions_quote_once')
      .on(t.userId, t.fingerprint)
      .where(sql`${t.fingerprint} like '%.%'`),
  ],
);
