import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, fromPglite, openPostgres } from '../../src/db/database.ts';

export interface TestDatabase extends Database {
  /** The connection string, on PostgreSQL only (for tests that need their own connections). */
  url?: string;
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * A freshly migrated database of its own for one test file: a PostgreSQL database copied from the migrated
 * template when the suite runs on PostgreSQL (TEST_DATABASE_URL), otherwise an in-memory PGlite loaded from the
 * migrated dump.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const postgres = inject('postgres');
  if (!postgres) {
    const dump = await readFile(inject('pgliteTemplatePath'));
    return fromPglite(await createPglite({ loadDataDir: new Blob([dump]) }));
  }
  const name = `simportal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgres.template}`);
  await admin.end();
  const url = withDatabase(postgres.url, name);
  const database = openPostgres(url, 10);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: postgres.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};
