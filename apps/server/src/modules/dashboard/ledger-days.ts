import type { ActivityReason } from '@simportal/contract/api/wallet';
import { addDaysToIsoDate } from '@simportal/contract/calendar-date';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { billingDayRecordedSql } from '../billing/index.ts';
import { ledgerEntries } from '../ledger/index.ts';
import { closedLedgerDays, ledgerDayTotals } from './schema.ts';

/** One ledger kind and reason on one business day: its signed sum and how many rows. */
export interface LedgerDayRow {
  day: string;
  type: 'ESIM_APPLY' | 'DAILY_FEE' | 'TOP_UP' | 'ADD_ON_PURCHASE' | 'REFUND';
  /** Tells a StarterPack's credit from money received, both TOP_UP; one reason for each other kind. */
  reason: ActivityReason;
  amountMinor: number;
  rows: number;
}

/**
 * Today and yesterday are read from the ledger itself; a day before them is closed once its daily run is
 * recorded. Every entry but the run's is booked on the business day it is made, so a day that ended a full day
 * ago gets no more (a request that began before midnight has long committed), and the run of a day that
 * missed it (the server was down) is what closes it (decision 0027).
 */
const OPEN_DAYS = 2;

/**
 * The ledger of some business days, summed by day, kind and reason, from the ledger's rows (its ledger_entries
 * view, which PostgreSQL inlines, so the indexes below are the activities table's): the overview's revenue,
 * top-ups and active cards (a day's DAILY_FEE rows are its charged cards: activities_daily_fee_key allows one
 * per card and day). Its two arms are the two indexes the days are found by: a day's fees summed and counted
 * from activities_daily_fee_amount_idx (trade_date, amount_minor) WHERE DAILY_FEE alone (an index-only scan: the
 * ledger is append-only, so its pages are all-visible once vacuumed), and every other kind, a few rows a day,
 * through activities_trade_date_other_idx (migration 0016). Without them the planner read the whole ledger.
 */
const ledgerDaysStatement = (days: string[]) => {
  // one parameter, an array literal of ISO dates (drizzle would spread a JS array into a list of parameters)
  const dayArray = `{${days.join(',')}}`;
  // a fee's reason is always daily_fee (the ledger books nothing else as one): the fees' arm stays index-only
  return sql`select trade_date::text as day, 'DAILY_FEE' as type, 'daily_fee' as reason, sum(amount_minor) as amount,
          count(*) as n
        from ${ledgerEntries}
        where type = 'DAILY_FEE' and trade_date = any(${dayArray}::date[])
        group by trade_date
      union all
      select trade_date::text, type, reason, sum(amount_minor), count(*)
        from ${ledgerEntries}
        where type <> 'DAILY_FEE' and trade_date = any(${dayArray}::date[])
        group by trade_date, type, reason`;
};

/** Each day of the range: whether its totals are kept, and whether it may be closed now. */
const dayStatesStatement = (range: DateRange, lastClosable: string) =>
  sql`select d::date::text as day,
        exists (select 1 from closed_ledger_days c where c.day = d::date) as closed,
        d::date <= ${lastClosable}::date
          and ${billingDayRecordedSql(sql`d::date`)} as closable
      from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') d`;

/** The kept totals of the closed days of the range, and the ledger's rows of its other days, in one statement. */
export const ledgerRangeStatement = (range: DateRange, openDays: string[]) =>
  sql`select day::text as day, type, reason, amount_minor as amount, rows as n
        from ledger_day_totals
        where day between ${range.start}::date and ${range.end}::date
      union all
      (${ledgerDaysStatement(openDays)})`;

type SumRow = {
  day: string;
  type: LedgerDayRow['type'];
  reason: LedgerDayRow['reason'];
  amount: string;
  n: string;
};

// sums are numeric/bigint, which node-postgres hands over as strings; minor units fit a double exactly
const toLedgerDayRow = (row: SumRow): LedgerDayRow => ({
  day: row.day,
  type: row.type,
  reason: row.reason,
  amountMinor: Number(row.amount),
  rows: Number(row.n),
});

/**
 * Keeps the totals of `days` (closed days not kept yet), with the marks that say so, in one transaction. Two
 * overviews closing the same day at once write the same figures: the second's rows are dropped.
 */
const closeDays = (db: DbOrTx, days: string[]) =>
  db.transaction(async (tx) => {
    const sums = (await selectRows<SumRow>(tx, ledgerDaysStatement(days))).map(toLedgerDayRow);
    if (sums.length > 0) {
      await tx
        .insert(ledgerDayTotals)
        .values(
          sums.map(({ day, type, reason, amountMinor, rows }) => ({ day, type, reason, amountMinor, rows })),
        )
        .onConflictDoNothing();
    }
    await tx
      .insert(closedLedgerDays)
      .values(days.map((day) => ({ day })))
      .onConflictDoNothing();
  });

/**
 * The ledger of a range of business days, summed by day and kind. A closed day is read from its kept totals
 * (ledger_day_totals), written the first time it is read closed: a year's overview reads 366 small rows instead
 * of every fee of the year, however many cards there are. Today, yesterday and any day whose run is missing are
 * summed from the ledger, which then reads those days only.
 */
export const ledgerDays = async (db: DbOrTx, range: DateRange, today: string): Promise<LedgerDayRow[]> => {
  const states = await selectRows<{ day: string; closed: boolean; closable: boolean }>(
    db,
    dayStatesStatement(range, addDaysToIsoDate(today, -OPEN_DAYS)),
  );
  const toClose = states.filter((state) => state.closable && !state.closed).map((state) => state.day);
  if (toClose.length > 0) await closeDays(db, toClose);
  const openDays = states.filter((state) => !state.closed && !state.closable).map((state) => state.day);
  return (await selectRows<SumRow>(db, ledgerRangeStatement(range, openDays))).map(toLedgerDayRow);
};
