import { DASHBOARD_TOP_REGIONS, type DashboardRegion } from '@simportal/contract/api/dashboard';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { topRegionsSql } from '../usage/index.ts';

/** The destinations with the most traffic in the range: usage's statement over the traffic by day and region. */
export const topRegionsStatement = (range: DateRange) => topRegionsSql(range, DASHBOARD_TOP_REGIONS);

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
