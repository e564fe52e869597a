import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';

/** Rows per statement: one array parameter per column, so the parameter limit never applies. */
const CHUNK = 50_000;

export interface ResolvedUsageRow {
  cardId: number;
  day: string;
  regionCode: string;
  regionName: string;
  usedKb: number;
}

/** Rows a statement changed, on node-postgres (rowCount) and PGlite (affectedRows). */
export const affectedRows = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
};

/**
 * Upserts usage rows set-based: one INSERT … SELECT FROM unnest(arrays) … ON CONFLICT per chunk. A row whose
 * traffic and region name are what is recorded already is left alone (the DO UPDATE's WHERE), so the count is
 * of rows inserted or changed: 0 when the same data is imported again. Keys must be unique within `rows`.
 */
export const upsertUsageRecords = async (tx: DbOrTx, rows: ResolvedUsageRow[], at: Date): Promise<number> => {
  let changed = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // unchanged rows are filtered out before the upsert: ON CONFLICT DO UPDATE would lock (write) each of them
    const result = await tx.execute(sql`
      insert into usage_records (card_id, day, region_code, region_name, used_kb, updated_at)
      select u.card_id, u.day, u.region_code, u.region_name, u.used_kb, ${at.toISOString()}::timestamptz
      from unnest(
        ${sql.param(chunk.map((row) => row.cardId))}::int[],
        ${sql.param(chunk.map((row) => row.day))}::date[],
        ${sql.param(chunk.map((row) => row.regionCode))}::text[],
        ${sql.param(chunk.map((row) => row.regionName))}::text[],
        ${sql.param(chunk.map((row) => row.usedKb))}::bigint[]
      ) as u(card_id, day, region_code, region_name, used_kb)
      left join usage_records r
        on r.card_id = u.card_id and r.day = u.day and r.region_code = u.region_code
      where r.card_id is null or (r.used_kb, r.region_name) is distinct from (u.used_kb, u.region_name)
      on conflict (card_id, day, region_code) do update
        set used_kb = excluded.used_kb, region_name = excluded.region_name, updated_at = excluded.updated_at
        where (usage_records.used_kb, usage_records.region_name)
          is distinct from (excluded.used_kb, excluded.region_name)`);
    changed += affectedRows(result);
  }
  return changed;
};
