import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
/**
 * The query builder, whichever engine is underneath. Queries take `Db | Tx` as their first argument. It carries no
 * schema: each module imports the tables it owns from its own schema.ts (no relational `db.query`).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Engine = 'pglite' | 'postgres';

/** A node-postgres pool's connections at this moment (for /metrics). */
export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is exhausted while this stays above 0. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  engine: Engine;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: PGlite is one in-process connection, there is no pool to watch. */
  poolStats?(): PoolStats;
}

/** Wraps an open PGlite instance (a data directory, memory, or a loaded dump). */
export const fromPglite = (client: PGlite): Database => {
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm for the customer search): every PGlite
 * the portal, its tests and benches open comes from here, or the migrations fail on it.
 */
export const createPglite = (options: PGliteOptions = {}): Promise<PGlite> =>
  PGlite.create({ ...options, extensions: { pg_trgm } });

export const openPglite = async (dataDir: string): Promise<Database> =>
  fromPglite(await createPglite({ dataDir }));

/** How long a request may wait for a database connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3_000;

export const openPostgres = (
  url: string,
  poolSize: number,
  options: { onAcquire?: (client: pg.PoolClient) => void } = {},
): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A request waits at most this long for a connection (a new one, or a free one of a busy pool), then fails
    // with a timeout that the error handler answers 503: an unreachable database never hangs a request.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection dying (database stopped or restarted) emits 'error' on its client; an 'error' event nobody
  // listens to throws and would end the process. The pool listens while a client is idle (and drops it); a
  // client checked out, e.g. between two statements of a transaction, needs its own listener. The statement
  // in flight fails on its own and the client, no longer queryable, is discarded when it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // the tests' clock reaches each connection this way (test/helpers/test-database.ts); nothing else uses it
  if (options.onAcquire) pool.on('acquire', options.onAcquire);
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
};

/** Rows of a raw SQL statement, the same on both engines. */
/**
 * An instant as a SQL parameter of type timestamptz: raw `sql` parameters bypass Drizzle's column mapping, so
 * a Date goes in as its ISO text with a cast.
 */
export const timestamptz = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export const selectRows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
