import { ACTIVITY_CSV_COLUMNS, type Activity, type ActivityFilter } from '@simportal/contract/api/wallet';
import { minorToMajorString } from '@simportal/contract/money';
import { and, desc, lt } from 'drizzle-orm';
import Papa from 'papaparse';
import type { AppContext } from '../../app-context.ts';
import { csvText } from '../../http/csv-cell.ts';
import { ledgerEntries } from '../ledger/index.ts';
import { activityConditions } from './activity-filter.ts';
import { selectActivityViews, toActivity } from './presenters.ts';

const BATCH_SIZE = 500;
const NEWLINE = '\r\n';

const toCsvRow = (activity: Activity, currency: string): string[] => [
  String(activity.id),
  activity.tradeDate,
  activity.createdAt,
  activity.type,
  minorToMajorString(activity.amountMinor),
  minorToMajorString(activity.balanceAfterMinor),
  currency,
  activity.rechargeStatus ?? '',
  csvText(activity.reason),
  csvText(activity.note),
  csvText(activity.cardNumber),
  activity.payOrderId ?? '',
  activity.refundsActivityId === null ? '' : String(activity.refundsActivityId),
];

/**
 * The filtered activities as CSV (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheets read Chinese notes), newest
 * first, produced in batches so a long history never sits in memory. The filter is checked before anything
 * is produced, so a bad date range still answers an error envelope. Columns: ACTIVITY_CSV_COLUMNS; amounts in
 * major units with 2 decimals and a dot.
 */
export const activityCsv = (
  ctx: AppContext,
  userId: number,
  filter: ActivityFilter,
): AsyncIterable<string> => {
  const { db } = ctx.database;
  const where = activityConditions(ctx, db, userId, filter);
  const currency = ctx.config.CURRENCY;
  return (async function* () {
    yield `\uFEFF${Papa.unparse([[...ACTIVITY_CSV_COLUMNS]], { newline: NEWLINE })}${NEWLINE}`;
    let lastId: number | null = null;
    for (;;) {
      const views = await selectActivityViews(db)
        .where(lastId === null ? where : and(where, lt(ledgerEntries.id, lastId)))
        .orderBy(desc(ledgerEntries.id))
        .limit(BATCH_SIZE);
      if (views.length === 0) return;
      const rows = views.map((view) => toCsvRow(toActivity(view), currency));
      yield `${Papa.unparse(rows, { newline: NEWLINE })}${NEWLINE}`;
      if (views.length < BATCH_SIZE) return;
      lastId = views.at(-1)!.activity.id;
    }
  })();
};
