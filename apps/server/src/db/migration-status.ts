import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The newest migration this code ships: drizzle-kit's journal names it and the time the migrator records. */
const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as Journal;
const newest = journal.entries.at(-1)!;

export const EXPECTED_MIGRATION = newest.tag;

/**
 * Whether the database holds this code's newest migration. Drizzle's migrator records each one it applies with
 * the journal's `when` as created_at (in drizzle.__drizzle_migrations) and applies only those newer than the
 * last recorded, so "the newest recorded is at least ours" is its own criterion. A newer one is fine: during a
 * rolling deploy a new instance migrates first and the old ones keep serving (migrations are additive).
 * Throws when the database cannot answer.
 */
export const migrationsApplied = async (db: DbOrTx): Promise<boolean> => {
  const [row] = await selectRows<{ latest: string | number | null }>(
    db,
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return row?.latest != null && Number(row.latest) >= newest.when;
};
