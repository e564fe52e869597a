import { type SQL, sql } from 'drizzle-orm';
import { type Tx, timestamptz } from '../../db/database.ts';

/** Rows a statement changed, on node-postgres (rowCount) and PGlite (affectedRows). */
export const affectedRows = (result: unknown): number => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
};

/**
 * Writes the accepted rows of an import (`accepted`: a relation of card_id, day, region_code, region_name and
 * used_kb with unique keys, classify-usage.ts) into usage_records and the traffic by day and region, and answers
 * how many records were inserted or changed — 0 when the same data comes again. Three steps, one join by key:
 *  1. the rows that are new or differ (traffic or region name) are written to the temporary table `changed`, with
 *     the traffic each had; an unchanged row goes no further and is not even locked;
 *  2. what they change is added to usage_region_days (a new record adds its traffic, a corrected one the
 *     difference), which Admin Management › Overview reads instead of every card's records (decision 0027);
 *  3. the new ones are inserted and the changed ones updated.
 * A plain INSERT rather than MERGE or INSERT … ON CONFLICT: the join of step 1 already says which rows are new,
 * and a MERGE would join again (decision 0012 measured MERGE and a plain INSERT of new rows alike, and ON
 * CONFLICT's speculative insertion at twice their cost). Nothing else inserts the same key meanwhile: only
 * imports write usage_records and they hold the import lock (import-usage.ts).
 */
export const writeUsageRecords = async (
  tx: Tx,
  accepted: SQL,
  at: Date,
  changed: string,
): Promise<number> => {
  const table = sql.raw(changed);
  const when = timestamptz(at);
  await tx.execute(sql`
    create temp table ${table} on commit drop as
    select s.card_id, s.day, s.region_code, s.region_name, s.used_kb,
        t.card_id is null as is_new, coalesce(t.used_kb, 0) as old_kb
      from ${accepted} s
      left join usage_records t on t.card_id = s.card_id and t.day = s.day and t.region_code = s.region_code
      where t.card_id is null or (t.used_kb, t.region_name) is distinct from (s.used_kb, s.region_name)`);
  await tx.execute(sql`
    insert into usage_region_days (day, region_code, region_name, used_kb)
    select day, region_code, max(region_name), sum(used_kb - old_kb) from ${table} group by day, region_code
    on conflict (day, region_code) do update
      set used_kb = usage_region_days.used_kb + excluded.used_kb, region_name = excluded.region_name`);
  const inserted = await tx.execute(sql`
    insert into usage_records (card_id, day, region_code, region_name, used_kb, updated_at)
    select card_id, day, region_code, region_name, used_kb, ${when} from ${table} where is_new`);
  const updated = await tx.execute(sql`
    update usage_records t set used_kb = c.used_kb, region_name = c.region_name, updated_at = ${when}
      from ${table} c
      where not c.is_new and t.card_id = c.card_id and t.day = c.day and t.region_code = c.region_code`);
  return affectedRows(inserted) + affectedRows(updated);
};
