import { DASHBOARD_CSV_COLUMNS, type DashboardDay } from '@simportal/contract/api/dashboard';
import { minorToMajorString } from '@simportal/contract/money';
import type { DateRange } from '@simportal/contract/rules/date-range';
import Papa from 'papaparse';
import type { AppContext } from '../../app-context.ts';
import { dashboardDays, totalsOf } from './overview.ts';

const NEWLINE = '\r\n';

const row = (
  label: string,
  figures: Omit<DashboardDay, 'day' | 'activeCards'>,
  activeCards: number,
  currency: string,
) => [
  label,
  minorToMajorString(figures.dailyFeesMinor),
  minorToMajorString(figures.addOnsMinor),
  minorToMajorString(figures.esimFeesMinor),
  minorToMajorString(figures.refundsMinor),
  minorToMajorString(figures.revenueMinor),
  minorToMajorString(figures.topUpsMinor),
  minorToMajorString(figures.starterPackCreditsMinor),
  currency,
  String(activeCards),
  String(figures.newCustomers),
];

/**
 * The overview's figures of a range as CSV, the way the Activities export writes it (RFC 4180, CRLF, UTF-8 with a
 * BOM, amounts in major units with 2 decimals and a dot, DASHBOARD_CSV_COLUMNS): one row per business day, oldest
 * first, then a `total` row whose active_cards is the busiest day's. At most 366 days: built whole, not streamed.
 * Every cell is written by the server (dates, numbers, the currency code): no text from a person to neutralise.
 */
export const overviewCsv = async (ctx: AppContext, range: DateRange): Promise<string> => {
  const currency = ctx.config.CURRENCY;
  const days = await dashboardDays(ctx, range);
  const totals = totalsOf(days);
  const rows = [
    [...DASHBOARD_CSV_COLUMNS],
    ...days.map((day) => row(day.day, day, day.activeCards, currency)),
    row('total', totals, totals.peakActiveCards, currency),
  ];
  return `\uFEFF${Papa.unparse(rows, { newline: NEWLINE })}${NEWLINE}`;
};
