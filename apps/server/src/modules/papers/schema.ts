import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * The last receipt number given in each business year (BILLING_TZ): one row a year, moved by the confirmation's
 * own transaction (issueReceipt), so a confirmation that rolls back gives its number back and the numbers have no
 * gap (a sequence would burn one; docs/decisions/0102-papers.md).
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    year: integer('year').primaryKey(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [check('receipt_counters_positive', sql`${t.lastSeq} >= 1`)],
);

/**
 * One receipt per confirmed pay order, issued in the confirmation's transaction and never changed: what the order
 * was, and who sold to whom as it stood then (Stripe freezes a paid invoice's parties the same way). R-<year>-<seq>.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** R-2026-000123: year and seq as printed. */
    number: text('number').notNull().unique(),
    payOrderId: uuid('pay_order_id')
      .notNull()
      .unique()
      .references(() => idOf('pay_orders', 'uuid')),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    reference: text('reference').notNull(),
    method: text('method').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    serviceFeeMinor: minor('service_fee_minor').notNull(),
    internationalFeeMinor: minor('international_fee_minor').notNull(),
    totalMinor: minor('total_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: at('issued_at').notNull(),
    /** The operator's legal name, address and tax id when it was issued (contract OperatorDetails). */
    seller: jsonb('seller').notNull(),
    /** The customer's company, address and tax id when it was issued (contract CompanyDetails). */
    buyer: jsonb('buyer').notNull(),
  },
  (t) => [
    unique('receipts_year_seq_key').on(t.year, t.seq),
    index('receipts_user_issued_idx').on(t.userId, t.issuedAt),
    check('receipts_seq_positive', sql`${t.seq} >= 1`),
    check(
      'receipts_total',
      sql`${t.totalMinor} = ${t.amountMinor} + ${t.serviceFeeMinor} + ${t.internationalFeeMinor}`,
    ),
  ],
);

/** The company a customer's papers are made out to (optional; Personal Center). Erased with the account. */
export const companyDetails = pgTable(
  'company_details',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users')),
    companyName: text('company_name').notNull(),
    address: text('address').notNull(),
    taxId: text('tax_id').notNull(),
    /** Where the mail of a new receipt also goes (besides the account's own address); '' for nowhere else. */
    receiptEmail: text('receipt_email').notNull().default(''),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId] })],
);
