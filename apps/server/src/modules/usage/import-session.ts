import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Db } from '../../db/database.ts';

/**
 * One database session for one import: the staging tables are temporary (session-local, no WAL) and COPY writes
 * them, so the COPY, the checks and the upsert must run on the same connection. Engine-specific only here.
 */
export interface ImportSession {
  /** The query builder on the session's connection; its transaction() runs there too. */
  db: Db;
  /**
   * COPY `table (columns)` FROM the given bytes with `options` (e.g. `format csv`), outside any transaction;
   * answers the rows copied. PostgreSQL: COPY FROM STDIN streamed through pg-copy-streams. PGlite (no
   * COPY FROM STDIN): the bytes are gathered into a Blob and copied from its /dev/blob device.
   */
  copyIn(table: string, columns: string[], options: string, data: AsyncIterable<Uint8Array>): Promise<number>;
  /** Gives the connection back; `broken` discards it (a COPY aborted midway). */
  release(broken?: boolean): void;
}

const copyStatement = (table: string, columns: string[], source: string, options: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source}${options ? ` with (${options})` : ''}`;

const postgresSession = async (database: Database): Promise<ImportSession> => {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  return {
    db: drizzle({ client }) as unknown as Db,
    copyIn: async (table, columns, options, data) => {
      const stream = client.query(copyFrom(copyStatement(table, columns, 'stdin', options)));
      await pipeline(Readable.from(data, { objectMode: false }), stream);
      return Number(stream.rowCount);
    },
    release: (broken = false) => client.release(broken),
  };
};

const pgliteSession = (database: Database): ImportSession => {
  const pglite = (database.db as unknown as { $client: PGlite }).$client;
  return {
    db: database.db,
    copyIn: async (table, columns, options, data) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) chunks.push(chunk);
      const result = await pglite.query(copyStatement(table, columns, `'/dev/blob'`, options), [], {
        blob: new Blob(chunks as Uint8Array<ArrayBuffer>[]),
      });
      return result.affectedRows ?? 0;
    },
    release: () => {},
  };
};

/** A session on its own connection (PostgreSQL: one taken from the pool; PGlite: its single one). */
export const openImportSession = async (database: Database): Promise<ImportSession> =>
  database.engine === 'postgres' ? postgresSession(database) : pgliteSession(database);
