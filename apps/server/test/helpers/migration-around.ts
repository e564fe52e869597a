import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, fromPglite, openPostgres } from '../../src/db/database.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../src/db/migrate.ts';

// What a test of a data migration starts from: a database of its own, on the engine the suite runs on (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), migrated in two steps around the migration under test, so that the test
// writes rows in the shape before it and reads them after it.

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A migrations folder holding the journal's entries that `keep` accepts, for drizzle's migrator. */
const migrationsUpTo = async (into: string, keep: (entry: JournalEntry) => boolean) => {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const entries = (journal.entries as JournalEntry[]).filter(keep);
  await mkdir(path.join(into, 'meta'), { recursive: true });
  await writeFile(path.join(into, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
};

export interface MigrationAround {
  database: Database;
  /** Applies every migration before the one under test. */
  migrateBefore(): Promise<void>;
  /** Applies the one under test (and none after it). */
  migrateThrough(): Promise<void>;
  /** Applies every later one too: what today's code, which follows the newest schema, needs. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database and the two steps around the migration whose tag `tag` matches. */
export const aroundMigration = async (tag: RegExp): Promise<MigrationAround> => {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'simportal-migration-'));
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const ours = (journal.entries as JournalEntry[]).find((entry) => tag.test(entry.tag));
  if (!ours) throw new Error(`no migration matches ${tag}`);
  const before = path.join(scratch, 'before');
  const through = path.join(scratch, 'through');
  await migrationsUpTo(before, (entry) => entry.idx < ours.idx);
  await migrationsUpTo(through, (entry) => entry.idx <= ours.idx);

  const postgres = inject('postgres');
  let database: Database;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (!postgres) {
    database = fromPglite(await createPglite());
  } else {
    const name = `simportal_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(postgres.url);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    database = openPostgres(url, 2);
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: postgres.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  return {
    database,
    migrateBefore: () => migrateDatabase(database, url, before),
    migrateThrough: () => migrateDatabase(database, url, through),
    migrateRest: () => migrateDatabase(database, url, MIGRATIONS_FOLDER),
    close: async () => {
      await database.close();
      await dropDatabase();
      await rm(scratch, { recursive: true, force: true });
    },
  };
};
