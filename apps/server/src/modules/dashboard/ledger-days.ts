import type { DateRange } from '@simportal/contract/rules/date-range';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';

/** One ledger kind on one business day: its signed sum and how many rows. */
export interface LedgerDayRow {
  day: string;
  type: 'ESIM_APPLY' | 'DAILY_FEE' | 'TOP_UP' | 'ADD_ON_PURCHASE' | 'REFUND';
  amountMinor: number;
  rows: number;
}

/**
 * The ledger of a range of business days, summed by day and kind: the overview's revenue, top-ups and active
 * cards (a day's DAILY_FEE rows are its charged cards: activities_daily_fee_key allows one per card and day),
 * all from this one statement. Its two arms are the two indexes the days are found by: a day's fees summed and
 * counted from activities_daily_fee_amount_idx (trade_date, amount_minor) WHERE DAILY_FEE alone (an index-only
 * scan: the ledger is append-only, so its pages are all-visible once vacuumed), and every other kind, a few rows
 * a day, through activities_trade_date_other_idx (migration 0015). Without them the planner read the whole ledger
 * (bench/dashboard.ts, decision 0027).
 */
export const ledgerDaysStatement = (range: DateRange) =>
  sql`select trade_date::text as day, 'DAILY_FEE' as type, sum(amount_minor) as amount, count(*) as n
        from activities
        where type = 'DAILY_FEE' and trade_date between ${range.start}::date and ${range.end}::date
        group by trade_date
      union all
      select trade_date::text, type, sum(amount_minor), count(*)
        from activities
        where type <> 'DAILY_FEE' and trade_date between ${range.start}::date and ${range.end}::date
        group by trade_date, type`;

export const ledgerDays = async (db: DbOrTx, range: DateRange): Promise<LedgerDayRow[]> => {
  const rows = await selectRows<{ day: string; type: LedgerDayRow['type']; amount: string; n: string }>(
    db,
    ledgerDaysStatement(range),
  );
  // sums are numeric/bigint, which node-postgres hands over as strings; minor units fit a double exactly
  return rows.map((row) => ({
    day: row.day,
    type: row.type,
    amountMinor: Number(row.amount),
    rows: Number(row.n),
  }));
};
