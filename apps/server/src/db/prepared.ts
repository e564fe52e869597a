import type { Db, DbOrTx } from './database.ts';

/**
 * A query built once per database and reused, for the few statements nearly every request runs (the session
 * lookup of `authenticate`). Building a select with Drizzle's query builder costs about 100 µs of CPU per
 * call (bench/api.ts found it: more than the round trip itself); a prepared query (`.prepare(name)`, values
 * through `sql.placeholder`) skips that, and PostgreSQL parses and plans a named statement once per
 * connection instead of once per request.
 *
 *   const liveSession = preparedPerDatabase((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('live_session'));
 *   const [row] = await liveSession(db).execute({ id });
 *
 * Inside a transaction (a `Tx`) the query is prepared for that transaction, which only costs the build.
 */
export const preparedPerDatabase = <Query>(build: (db: Db) => Query): ((db: DbOrTx) => Query) => {
  const byDatabase = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db as Db);
      byDatabase.set(db, query);
    }
    return query;
  };
};
