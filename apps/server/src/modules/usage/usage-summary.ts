import type { CardUsageSummary } from '@simportal/contract/api/usage';
import { sql } from 'drizzle-orm';
import { allowanceKbSql, holderSinceSql, periodStartSql, type SqlValue } from './allowance-sql.ts';
import { usageImports } from './schema.ts';

/**
 * A card's use today and over its allowance period, as columns of any statement over the cards left-joined to
 * the card's current plan (My SIMs, a card's billing; `names` are what the statement calls the two): the
 * allowance rule of allowance-sql.ts (plan + add-ons over the period), counting only the current holder's days.
 * With the time of the last carrier import in the same statement, a page of cards and their usage is one round
 * trip. `today` is the business day, `tz` BILLING_TZ (values, or placeholders of a prepared statement).
 */
export const usageSummaryColumns = (
  today: SqlValue,
  tz: SqlValue,
  names: { card: string; plan: string } = { card: 'c', plan: 'p' },
) => {
  const c = sql.raw(names.card);
  const p = sql.raw(names.plan);
  const day = sql`${today}::date`;
  const holderSince = holderSinceSql(tz, names.card);
  const periodStart = sql`case when ${p}.id is null then ${day} else ${periodStartSql(today, names.card, names.plan)} end`;
  return {
    // the "last updated" of every usage figure: an uncorrelated subquery, read once per statement
    usageUpdatedAt: sql<Date | null>`(select max(${usageImports.finishedAt}) from ${usageImports})`.mapWith(
      usageImports.finishedAt,
    ),
    usageReported: sql<boolean>`exists (select 1 from usage_records r
      where r.card_id = ${c}.id and r.day >= ${holderSince})`,
    usageTodayKb: sql<number>`coalesce((select sum(r.used_kb) from usage_records r
      where r.card_id = ${c}.id and r.day = ${day} and r.day >= ${holderSince}), 0)`.mapWith(Number),
    usagePeriodKb: sql<number>`coalesce((select sum(r.used_kb) from usage_records r
      where r.card_id = ${c}.id and r.day between greatest(${periodStart}, ${holderSince}) and ${day}), 0)`.mapWith(
      Number,
    ),
    usageAllowanceKb: sql<number | null>`case when ${p}.id is null then null
      else ${allowanceKbSql(names.card, names.plan)} end`.mapWith(Number),
  };
};

export interface UsageSummaryRow {
  usageUpdatedAt: Date | null;
  usageReported: boolean;
  usageTodayKb: number;
  usagePeriodKb: number;
  usageAllowanceKb: number | null;
}

/**
 * The summary of one row of usageSummaryColumns. Null before any import, and for a card the carrier never
 * reported usage for (My SIMs says "No usage data yet"); a card without a plan has no allowance (null).
 */
export const toUsageSummary = (row: UsageSummaryRow): CardUsageSummary | null => {
  if (row.usageUpdatedAt === null || !row.usageReported) return null;
  const allowanceKb = row.usageAllowanceKb;
  return {
    todayKb: row.usageTodayKb,
    periodKb: row.usagePeriodKb,
    allowanceKb,
    leftKb: allowanceKb === null ? null : Math.max(0, allowanceKb - row.usagePeriodKb),
    lastUpdatedAt: row.usageUpdatedAt.toISOString(),
  };
};
