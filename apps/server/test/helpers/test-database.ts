import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type Database, fromPglite, openPostgres } from '../../src/db/database.ts';

export interface TestDatabase extends Database {
  /** The connection string, on PostgreSQL only (for tests that need their own connections). */
  url?: string;
  /**
   * The test clock's offset from the real time: the card history trigger stamps changes with now() plus it, so
   * a test that moves the clock across days records them on those days (migration 0022, decision 0035).
   */
  setClockOffset(ms: number): void;
}

const clockOffsetStatement = (ms: number) =>
  `select set_config('simportal.clock_offset_ms', '${Math.round(ms)}', false)`;

/** The migrated tarball, read once per worker (its files share their modules) and loaded by each database. */
let template: Promise<Blob> | undefined;
const pgliteTemplate = () => {
  template ??= readFile(inject('pgliteTemplatePath')).then((dump) => new Blob([dump]));
  return template;
};

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
    const client = await createPglite({ loadDataDir: await pgliteTemplate() });
    return {
      ...fromPglite(client),
      // one connection, which runs statements in the order they are sent: the setting precedes what follows
      setClockOffset: (ms) => void client.query(clockOffsetStatement(ms)).catch(() => {}),
    };
  }
  const name = `simportal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgres.template}`);
  await admin.end();
  const url = withDatabase(postgres.url, name);
  let offset = 0;
  const seen = new WeakMap<object, number>();
  const database = openPostgres(url, 10, {
    // queued on the connection before the statement it was taken for
    onAcquire: (client) => {
      if (seen.get(client) === offset) return;
      seen.set(client, offset);
      void client.query(clockOffsetStatement(offset)).catch(() => {});
    },
  });
  return {
    ...database,
    setClockOffset: (ms) => {
      offset = ms;
    },
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
