import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows } from '../../db/database.ts';
import { holderSinceSql } from './allowance-sql.ts';
import { cardsView } from './owners-views.ts';

/** A customer's traffic of one card, day and region, as the carrier reported it (the data export's traffic). */
export interface TrafficRow {
  cardId: number;
  iccid: string;
  day: string;
  regionCode: string;
  regionName: string;
  usedKb: number;
}

/** Where a page of TrafficRow starts: after this key of the records' primary key. */
export type TrafficKey = Pick<TrafficRow, 'cardId' | 'day' | 'regionCode'>;

/**
 * One page of the traffic by card, day and region of the customer's cards since they hold them (a previous
 * holder's days are not theirs: holderSinceSql, as Traffic Detail reads), in the primary key's order after
 * `after`, so each page is an index range scan after the last page's key.
 */
export const trafficPage = async (
  ctx: AppContext,
  userId: number,
  after: TrafficKey | null,
  size: number,
): Promise<TrafficRow[]> => {
  const afterKey =
    after === null
      ? sql`true`
      : sql`(r.card_id, r.day, r.region_code) > (${after.cardId}, ${after.day}::date, ${after.regionCode})`;
  const rows = await selectRows<{
    card_id: number;
    iccid: string;
    day: string;
    region_code: string;
    region_name: string;
    used_kb: string;
  }>(
    ctx.database.db,
    sql`select r.card_id, c.iccid, r.day::text as day, r.region_code, r.region_name, r.used_kb
      from usage_records r join ${cardsView} c on c.id = r.card_id
      where c.user_id = ${userId} and c.deleted_at is null
        and r.day >= ${holderSinceSql(ctx.config.BILLING_TZ)} and ${afterKey}
      order by r.card_id, r.day, r.region_code
      limit ${size}`,
  );
  return rows.map((row) => ({
    cardId: Number(row.card_id),
    iccid: row.iccid,
    day: row.day,
    regionCode: row.region_code,
    regionName: row.region_name,
    usedKb: Number(row.used_kb),
  }));
};
