import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './database.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant: every instance migrating the same PostgreSQL serialises on it. */
const MIGRATION_LOCK_ID = 7_260_001;

/**
 * Applies the committed SQL migrations. On PostgreSQL several API instances may start at once, so the
 * migration runs on one dedicated connection holding an advisory lock. `migrationsFolder`: another folder of
 * them (a test of a data migration stops at the one before it).
 */
export const migrateDatabase = async (
  database: Database,
  databaseUrl?: string,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> => {
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
};
