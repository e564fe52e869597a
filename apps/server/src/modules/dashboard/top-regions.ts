import { DASHBOARD_TOP_REGIONS, type DashboardRegion } from '@simportal/contract/api/dashboard';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';

/**
 * The destinations with the most traffic in the range, from the traffic by day and region the usage import keeps
 * (usage_region_days: a row per day and region, however many cards), not from every card's records of the range.
 * No count of distinct cards per destination: it sorted every record of the range (bench/dashboard.ts).
 */
export const topRegionsStatement = (range: DateRange) =>
  sql`select region_code, max(region_name) as region_name, sum(used_kb) as used_kb
        from usage_region_days
        where day between ${range.start}::date and ${range.end}::date
        group by region_code
        order by sum(used_kb) desc, region_code
        limit ${DASHBOARD_TOP_REGIONS}`;

export const topRegions = async (db: DbOrTx, range: DateRange): Promise<DashboardRegion[]> => {
  const rows = await selectRows<{ region_code: string; region_name: string; used_kb: string }>(
    db,
    topRegionsStatement(range),
  );
  return rows.map((row) => ({
    regionCode: row.region_code,
    regionName: row.region_name,
    usedKb: Number(row.used_kb),
  }));
};
