import { ACTIVITY_REASONS } from '@simportal/contract/api/wallet';
import { ACTIVITY_TYPES } from '@simportal/contract/enums';
import { bigint, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/one-of.ts';

const day = (name: string) => date(name, { mode: 'string' });

/**
 * The ledger of a closed business day, summed by kind and reason (modules/dashboard, decision 0027; the reason
 * tells a StarterPack's credit from money received, both TOP_UP): written once, the
 * first time the overview reads the day after it closed, and read instead of the day's activities from then on.
 * A day is closed when its daily run is recorded and it ended more than a full day ago: nothing is booked on it
 * any more (the ledger is append-only, every entry but the run's is booked on the day it is made).
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    day: day('day').notNull(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    reason: text('reason', { enum: ACTIVITY_REASONS }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    rows: integer('rows').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.type, table.reason] }),
    check('ledger_day_totals_type', oneOf(table.type, ACTIVITY_TYPES)),
    check('ledger_day_totals_reason', oneOf(table.reason, ACTIVITY_REASONS)),
  ],
);

/** The closed days whose totals are in ledger_day_totals (a day without any entry has a row here only). */
export const closedLedgerDays = pgTable('closed_ledger_days', {
  day: day('day').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
