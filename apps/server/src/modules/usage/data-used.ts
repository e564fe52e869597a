import { type SQL, sql } from 'drizzle-orm';
import { timestamptz } from '../../db/database.ts';

/**
 * Whether the card (an SQL id) used any data on the days `from` to `to` (SQL dates, both included), as far as
 * the carrier's usage imported says: the daily run's idle pause (billing, decision 0072) reads it. From the
 * primary key's (card_id, day) range.
 */
export const dataUsedSql = (cardId: SQL, from: SQL, to: SQL): SQL =>
  sql`exists (select 1 from usage_records r
        where r.card_id = ${cardId} and r.day between ${from} and ${to} and r.used_kb > 0)`;

/**
 * Whether carrier usage was imported at or after `since`: a card shows as idle only while the carrier's usage
 * keeps arriving, never because the import stopped (usage_imports_finished_idx).
 */
export const usageImportedSinceSql = (since: Date): SQL =>
  sql`exists (select 1 from usage_imports i where i.finished_at >= ${timestamptz(since)})`;
