import type { CardUsage, UsageRangeQuery } from '@simportal/contract/api/usage';
import { dateRangeSchema } from '@simportal/contract/rules/date-range';
import { checkTrafficRangeLength, daysOfRange } from '@simportal/contract/traffic-range';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { businessDayOf } from '../../business-day.ts';
import { selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { heldCard } from './held-card.ts';
import { lastUsageUpdate } from './last-updated.ts';

const rangeProblem = (rule: string, field: string) =>
  new DomainError('date_range_invalid', { rule, issues: [{ in: 'query', field, rule }] });

/**
 * The range of a Traffic Detail query, with the spec §5 rules against today in BILLING_TZ (required, not after
 * today, end not before start) → 400 date_range_invalid naming the rule; at most USAGE_RANGE_MAX_DAYS days
 * (date_range_too_long, the contract's checkTrafficRangeLength, the same check the Traffic Detail page makes).
 */
export const checkedUsageRange = (ctx: AppContext, query: UsageRangeQuery) => {
  const schema = dateRangeSchema({ timeZone: ctx.config.BILLING_TZ, now: () => ctx.clock.now() });
  const parsed = schema.safeParse({ start: query.start ?? '', end: query.end ?? '' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw rangeProblem(issue.message, typeof issue.path[0] === 'string' ? issue.path[0] : '');
  }
  const range = parsed.data;
  const tooLong = checkTrafficRangeLength(range);
  if (tooLong) throw rangeProblem(tooLong, 'start');
  return range;
};

/**
 * One of the caller's cards' traffic over a range: total, every day (0 when nothing was used), and the regions
 * with their proportions; not_found (404) for a card that is not the caller's (unknown or someone else's).
 * Two indexed aggregate queries over the primary key (card_id, day, region_code).
 */
export const getCardUsage = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  query: UsageRangeQuery,
): Promise<CardUsage> => {
  const db = ctx.database.db;
  const card = await heldCard(ctx, userId, cardId);
  const range = checkedUsageRange(ctx, query);
  // a previous holder's traffic is not shown (allowance-sql.ts holderSinceSql)
  const within = sql`card_id = ${cardId} and day between ${range.start}::date and ${range.end}::date
    and day >= ${card.holderSince}::date`;
  const [byDay, byRegion, lastUpdatedAt] = await Promise.all([
    selectRows<{ day: string; used_kb: string }>(
      db,
      sql`select day::text as day, sum(used_kb) as used_kb from usage_records where ${within} group by day`,
    ),
    selectRows<{ region_code: string; region_name: string; used_kb: string }>(
      db,
      sql`select region_code, max(region_name) as region_name, sum(used_kb) as used_kb
        from usage_records where ${within} group by region_code order by sum(used_kb) desc, region_code`,
    ),
    lastUsageUpdate(db),
  ]);
  const perDay = new Map(byDay.map((row) => [row.day, Number(row.used_kb)]));
  const totalKb = byRegion.reduce((sum, row) => sum + Number(row.used_kb), 0);
  return {
    cardId,
    start: range.start,
    end: range.end,
    today: businessDayOf(ctx),
    totalKb,
    days: daysOfRange(range).map((day) => ({ day, usedKb: perDay.get(day) ?? 0 })),
    regions: byRegion.map((row) => ({
      regionCode: row.region_code,
      regionName: row.region_name,
      usedKb: Number(row.used_kb),
      proportion: totalKb === 0 ? 0 : Number(row.used_kb) / totalKb,
    })),
    lastUpdatedAt,
  };
};
