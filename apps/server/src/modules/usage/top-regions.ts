import type { DateRange } from '@simportal/contract/rules/date-range';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The `limit` destinations with the most traffic in the range, as a statement (region_code, region_name,
 * used_kb) for the dashboard: from the traffic by day and region the import keeps (usage_region_days, a row per
 * day and region however many cards), not from every card's records of the range. No count of distinct cards per
 * destination: it sorted every record of the range (bench/dashboard.ts).
 */
export const topRegionsSql = (range: DateRange, limit: number): SQL =>
  sql`select region_code, max(region_name) as region_name, sum(used_kb) as used_kb
        from usage_region_days
        where day between ${range.start}::date and ${range.end}::date
        group by region_code
        order by sum(used_kb) desc, region_code
        limit ${limit}`;
