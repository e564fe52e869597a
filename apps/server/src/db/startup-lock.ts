import pg from 'pg';
import type { Database } from './database.ts';

/** An arbitrary constant (migrations take 7_260_001): instances seeding one PostgreSQL serialise on it. */
const STARTUP_LOCK_ID = 7_260_002;

/**
 * Runs start-up work that reads then writes shared rows (the seed: "no administrator yet? create one") one
 * instance at a time. Two API processes started together would otherwise both find no administrator and both
 * insert one, and the second would die on the unique username. On PostgreSQL the lock is a session advisory
 * lock held on a connection of its own while `work` uses the pool; PGlite admits a single process anyway.
 */
export const withStartupLock = async <T>(
  database: Database,
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> => {
  if (database.engine === 'pglite' || !databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
    await client.end();
  }
};
