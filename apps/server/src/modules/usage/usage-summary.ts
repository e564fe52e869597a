import type { CardUsageSummary } from '@simportal/contract/api/usage';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows } from '../../db/database.ts';
import { businessDayOf } from '../billing/business-day.ts';
import { allowanceKbSql, holderSinceSql, periodStartSql } from './allowance-sql.ts';
import { lastUsageUpdate } from './last-updated.ts';

/**
 * Today's use and the allowance left of some cards (My SIMs), in one query: the allowance rule of
 * allowance-sql.ts (plan + add-ons over the period). A card the carrier never reported usage for is left out
 * (My SIMs says "No usage data yet"); a card without a plan has no allowance (null).
 */
export const usageSummaries = async (
  ctx: AppContext,
  cardIds: number[],
): Promise<Map<number, CardUsageSummary>> => {
  const db = ctx.database.db;
  const lastUpdatedAt = await lastUsageUpdate(db);
  if (lastUpdatedAt === null || cardIds.length === 0) return new Map();
  const today = businessDayOf(ctx);
  const rows = await selectRows<{
    id: number;
    today_kb: string;
    period_kb: string;
    allowance_kb: string | null;
  }>(
    db,
    sql`with cards as (
      select c.id, ${holderSinceSql(ctx.config.BILLING_TZ)} as holder_since,
        case when p.id is null then ${today}::date else ${periodStartSql(today)} end as period_start,
        case when p.id is null then null else ${allowanceKbSql()} end as allowance_kb
      from sim_cards c left join basic_plans p on p.id = c.current_plan_id
      where c.id = any(${sql.param(cardIds)}::int[])
    )
    select cards.id, cards.allowance_kb,
      coalesce((select sum(r.used_kb) from usage_records r
        where r.card_id = cards.id and r.day = ${today}::date and r.day >= cards.holder_since), 0) as today_kb,
      coalesce((select sum(r.used_kb) from usage_records r
        where r.card_id = cards.id and r.day between greatest(cards.period_start, cards.holder_since)
          and ${today}::date), 0) as period_kb
    from cards
    where exists (select 1 from usage_records r where r.card_id = cards.id and r.day >= cards.holder_since)`,
  );
  return new Map(
    rows.map((row) => {
      const allowanceKb = row.allowance_kb === null ? null : Number(row.allowance_kb);
      const periodKb = Number(row.period_kb);
      return [
        row.id,
        {
          todayKb: Number(row.today_kb),
          periodKb,
          allowanceKb,
          leftKb: allowanceKb === null ? null : Math.max(0, allowanceKb - periodKb),
          lastUpdatedAt,
        },
      ];
    }),
  );
};
