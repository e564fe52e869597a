import { ACTIVITY_REASONS } from '@simportal/contract/api/wallet';
import { ACTIVITY_TYPES } from '@simportal/contract/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * Every customer's balance in minor units, one row per account, opened with the account (modules/auth's
 * createAccount) and moved only by the ledger, always together with an activity row (ledger.ts, debit-many.ts).
 * Its own table (docs/decisions/0051): the balance row is what every money change locks first, so a lock taken
 * for money no longer waits on a change of the account's name, language or role, nor the other way round.
 * `overdraft` is how far below zero the balance may go: 0, but while a bridge advances the daily fees against a
 * waiting top-up (billing's bridges, decision 0069) its cap, and after a bridge ends unsettled the debt it left.
 */
export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => idOf('users')),
    balance: minor('balance').notNull().default(0),
    overdraft: minor('overdraft').notNull().default(0),
  },
  (t) => [
    // the few balances below zero (bridges' advances): what the overview sums without reading every balance
    index('balances_below_zero_idx').on(t.userId).where(sql`${t.balance} < 0`),
    check('balances_within_overdraft', sql`${t.balance} >= -${t.overdraft}`),
    check('balances_overdraft_non_negative', sql`${t.overdraft} >= 0`),
  ],
);

/**
 * The ledger: one row per balance change, written by the ledger module only, in the same transaction as the
 * change of the balance. Rows are never updated or deleted (a trigger in the migration refuses it); a refund
 * is a new REFUND row that references the debit it gives back. Invariant: for every user, balance = sum of
 * amount_minor of their rows, and balance_after of their newest row = balance.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    /** Signed minor units: positive for TOP_UP and REFUND, negative for the debits. */
    amountMinor: minor('amount_minor').notNull(),
    balanceAfterMinor: minor('balance_after_minor').notNull(),
    /** A reason key from the contract (ACTIVITY_REASONS), translated by the client. */
    reason: text('reason', { enum: ACTIVITY_REASONS }).notNull(),
    /** Free text, e.g. the administrator's reason for a manual recharge. */
    note: text('note'),
    cardId: integer('card_id').references(() => idOf('sim_cards')),
    payOrderId: uuid('pay_order_id').references(() => idOf('pay_orders', 'uuid')),
    /** For a REFUND: the debit it gives (part of) back. */
    refundsActivityId: bigint('refunds_activity_id', { mode: 'number' }).references(
      (): AnyPgColumn => activities.id,
    ),
    /** The administrator who made the change (manual recharge, pay-order confirmation), else null. */
    actorUserId: integer('actor_user_id').references(() => idOf('users')),
    /** The business day (BILLING_TZ) the change belongs to. */
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Unique: the same key never changes a balance twice. Callers namespace it (`pay-order:<id>`, …). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the ledger request, to answer a retry with the same row and a different request with 409. */
    requestHash: text('request_hash').notNull(),
  },
  (t) => [
    // The Activities screen: one user's rows, newest (highest id) first.
    index('activities_user_id_idx').on(t.userId, t.id),
    index('activities_user_trade_date_idx').on(t.userId, t.tradeDate),
    index('activities_card_idx').on(t.cardId),
    // Partial: most rows are no refund and no pay order, and a NULL entry is an index write per row for nothing
    // (the daily run writes a million rows a day); an equality lookup (refund, pay-order confirmation) still uses
    // them.
    index('activities_refunds_idx').on(t.refundsActivityId).where(sql`${t.refundsActivityId} is not null`),
    // A pay order credits the balance at most once, whatever happens above the database.
    uniqueIndex('activities_pay_order_key').on(t.payOrderId).where(sql`${t.payOrderId} is not null`),
    // A card's daily fee is charged at most once a business day, whoever charges it (the daily run, an
    // activation, a resumption) and whatever key it uses. The day leads: a day's fees are one contiguous range,
    // so the run finds that day's charges without reading older days, and a day's inserts stay in one region
    // of the index instead of one page per card (docs/decisions/0010-billing-daily-run.md).
    uniqueIndex('activities_daily_fee_key').on(t.tradeDate, t.cardId).where(sql`${t.type} = 'DAILY_FEE'`),
    // Admin Management › Overview: a range of days' fees summed and counted from the index alone (an index-only
    // scan); without it the planner read the whole ledger for 7 days of 100,000 cards (bench/dashboard.ts). The
    // card sits between day and amount so that this index serves the run's per-card "charged today?" probe as
    // well as the key does: with statistics taken before a bulk load the planner took it for that probe and
    // read every fee of the day once per card (11–15 s batches; decision 0023).
    index('activities_daily_fee_amount_idx')
      .on(t.tradeDate, t.cardId, t.amountMinor)
      .where(sql`${t.type} = 'DAILY_FEE'`),
    // Admin Management › Overview: every other kind of a range of days (top-ups, add-ons, eSIM fees, refunds), a
    // few rows a day beside the fees, found without reading the fees (modules/dashboard/ledger-days.ts).
    index('activities_trade_date_other_idx').on(t.tradeDate, t.type).where(sql`${t.type} <> 'DAILY_FEE'`),
    check(
      'activities_type',
      sql`${t.type} in ('ESIM_APPLY', 'DAILY_FEE', 'TOP_UP', 'ADD_ON_PURCHASE', 'REFUND')`,
    ),
    check(
      'activities_amount_sign',
      sql`(${t.type} in ('TOP_UP', 'REFUND') and ${t.amountMinor} > 0) or (${t.type} in ('ESIM_APPLY', 'DAILY_FEE', 'ADD_ON_PURCHASE') and ${t.amountMinor} < 0)`,
    ),
    check('activities_reason', oneOf(t.reason, ACTIVITY_REASONS)),
    check('activities_refund_reference', sql`(${t.type} = 'REFUND') = (${t.refundsActivityId} is not null)`),
  ],
);
