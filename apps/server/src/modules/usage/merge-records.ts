import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';

/** Rows a statement changed, on node-postgres (rowCount) and PGlite (affectedRows). */
export const affectedRows = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
};

/**
 * Adds what the accepted rows of an import change to the traffic by day and region (usage_region_days), before
 * they are merged: a new record adds its traffic, a changed one the difference, an unchanged one nothing. One
 * grouped statement over the import's rows (the same join by key as the merge), so a day's figure is never summed
 * again from every card's records. Imports hold the import lock: no two add at once.
 */
export const addRegionDayTraffic = async (tx: Tx, accepted: SQL): Promise<void> => {
  await tx.execute(sql`
    insert into usage_region_days (day, region_code, region_name, used_kb)
    select s.day, s.region_code, max(s.region_name), sum(s.used_kb - coalesce(t.used_kb, 0))
      from ${accepted} s
      left join usage_records t on t.card_id = s.card_id and t.day = s.day and t.region_code = s.region_code
      where t.card_id is null or (t.used_kb, t.region_name) is distinct from (s.used_kb, s.region_name)
      group by s.day, s.region_code
    on conflict (day, region_code) do update
      set used_kb = usage_region_days.used_kb + excluded.used_kb, region_name = excluded.region_name`);
};

/**
 * Writes the accepted rows of an import (`accepted`: a relation of card_id, day, region_code, region_name and
 * used_kb with unique keys, classify-usage.ts) into
 * usage_records with one MERGE: a new (card, day, region) is inserted, a known one updated only when its traffic
 * or region name differ, so the count is of rows inserted or changed — 0 when the same data comes again — and
 * an unchanged row is not even locked.
 *
 * MERGE rather than INSERT … ON CONFLICT DO UPDATE … WHERE … IS DISTINCT FROM: the latter inserts speculatively
 * (probe, insert, confirm per row) and took 3.5 s of server CPU for a million new rows against 1.9 s here and for
 * a plain INSERT (docs/decisions/0012-usage-storage.md). MERGE is not safe against a concurrent insert of the same
 * key, which cannot happen: only imports write usage_records and they hold the import lock (import-usage.ts).
 */
export const mergeUsageRecords = async (tx: Tx, accepted: SQL, at: Date): Promise<number> => {
  const result = await tx.execute(sql`
    merge into usage_records t
    using ${accepted} s on t.card_id = s.card_id and t.day = s.day and t.region_code = s.region_code
    when matched and (t.used_kb, t.region_name) is distinct from (s.used_kb, s.region_name) then
      update set used_kb = s.used_kb, region_name = s.region_name, updated_at = ${at.toISOString()}::timestamptz
    when not matched then
      insert (card_id, day, region_code, region_name, used_kb, updated_at)
      values (s.card_id, s.day, s.region_code, s.region_name, s.used_kb, ${at.toISOString()}::timestamptz)`);
  return affectedRows(result);
};
