import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { planVersions } from '../catalog/index.ts';
import { holderSinceSql } from './allowance-sql.ts';
import { capHoldSql } from './card-caps.ts';
import { cardsView } from './owners-views.ts';
import { toUsageSummary, usageSummaryColumns } from './usage-summary.ts';

/** What the operator's console shows of a card's usage (Admin Management › Cards, issue #59). */
export interface CardLiveUsage {
  /** Used in the allowance period, and the allowance (KB); null before the carrier reported the card. */
  periodKb: number | null;
  allowanceKb: number | null;
  /** The plan's THROTTLE restriction is in force: the carrier slows the card until it is lifted. */
  slowed: boolean;
  /** Held today by its holder's daily cap (decision 0074): slowed (THROTTLE) or stopped (a pause); else null. */
  capHold: 'slowed' | 'stopped' | null;
  /** When the carrier's usage of the card (its current holder's days) was last written; null: never. */
  lastReportAt: Date | null;
}

interface LiveRow {
  id: number;
  usageUpdatedAt: Date | string | null;
  usageReported: boolean;
  usageTodayKb: string | number;
  usagePeriodKb: string | number;
  usageAllowanceKb: string | number | null;
  slowed: boolean;
  capHold: 'slowed' | 'stopped' | null;
  lastReportAt: Date | string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The usage columns of a page of cards (at most a page's size), in one statement: the allowance rule of My SIMs'
 * summary (usage-summary.ts), the active restriction, and the latest record's time, each from the card's own
 * index range.
 */
export const liveUsageOfCards = async (
  db: DbOrTx,
  cardIds: readonly number[],
  today: string,
  tz: string,
): Promise<Map<number, CardLiveUsage>> => {
  if (cardIds.length === 0) return new Map();
  const columns = usageSummaryColumns(today, tz, { card: 'c', plan: 'p' });
  const rows = await selectRows<LiveRow>(
    db,
    sql`select c.id,
          ${columns.usageUpdatedAt} as "usageUpdatedAt", ${columns.usageReported} as "usageReported",
          ${columns.usageTodayKb} as "usageTodayKb", ${columns.usagePeriodKb} as "usagePeriodKb",
          ${columns.usageAllowanceKb} as "usageAllowanceKb",
          exists (select 1 from usage_restrictions x
            where x.card_id = c.id and x.lifted_at is null and x.rule = 'THROTTLE') as slowed,
          ${capHoldSql('c', sql`${today}::date`)} as "capHold",
          (select max(r.updated_at) from usage_records r
            where r.card_id = c.id and r.day >= ${holderSinceSql(tz, 'c')}) as "lastReportAt"
        from ${cardsView} c left join ${planVersions} p on p.id = c.current_plan_id
        where c.id = any(${sql.param([...cardIds])}::int[])`,
  );
  return new Map(
    rows.map((row) => {
      const summary = toUsageSummary({
        usageUpdatedAt: asDate(row.usageUpdatedAt),
        usageReported: Boolean(row.usageReported),
        usageTodayKb: Number(row.usageTodayKb),
        usagePeriodKb: Number(row.usagePeriodKb),
        usageAllowanceKb: row.usageAllowanceKb === null ? null : Number(row.usageAllowanceKb),
      });
      return [
        Number(row.id),
        {
          periodKb: summary?.periodKb ?? null,
          allowanceKb: summary?.allowanceKb ?? null,
          slowed: Boolean(row.slowed),
          capHold: row.capHold,
          lastReportAt: asDate(row.lastReportAt),
        },
      ];
    }),
  );
};
