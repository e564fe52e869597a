import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './database.ts';

/**
 * What drizzle keeps of a prepared query's and a session's connection. Not part of its typed API (pinned
 * version, see `preparedPerDatabase`): read only to hand a prepared query to a transaction.
 */
interface ConnectionHolder {
  client?: unknown;
}

/**
 * A query built once per database and reused, for the statements nearly every request runs (the session
 * lookup of `authenticate`, a customer's pages, an order's locks). Building a select with Drizzle's query
 * builder costs about 100 µs of CPU per call (bench/api.ts found it: more than the round trip itself); a
 * prepared query (`.prepare(name)`, values through `sql.placeholder`) skips that, and PostgreSQL parses and
 * plans a named statement once per connection instead of once per request.
 *
 *   const liveSession = preparedPerDatabase((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('live_session'));
 *   const [row] = await liveSession(db).execute({ id });
 *
 * Inside a transaction (a `Tx`) the statement must run on the transaction's connection. Drizzle binds a
 * prepared query to the connection of the session that built it, and a transaction is a new session each
 * time, so the query is built once on the first transaction of each engine and later transactions get a
 * copy of it bound to their own connection (the copy costs nothing; a build cost ~100 µs per statement per
 * order). That binding is Drizzle's `client` property, outside its typed API: it is checked on the first
 * build, and if it ever is not where it was, every transaction simply builds its own query again.
 * test/db-prepared.test.ts proves the statement runs inside each transaction, on both engines.
 */
export const preparedPerDatabase = <Query>(build: (db: Db) => Query): ((db: DbOrTx) => Query) => {
  const byDatabase = new WeakMap<DbOrTx, Query>();
  // per engine (the session's class): the SQL, fields and parsers are the same for every database of it
  const forTransactions = new WeakMap<object, Query & ConnectionHolder>();
  return (db) => {
    if (db instanceof PgTransaction) {
      const session = db._.session as unknown as ConnectionHolder;
      const engine = Object.getPrototypeOf(session) as object;
      const template = forTransactions.get(engine);
      if (template !== undefined) {
        return Object.create(template, { client: { value: session.client } }) as Query;
      }
      const query = build(db as unknown as Db) as Query & ConnectionHolder;
      if (session.client !== undefined && query.client === session.client) forTransactions.set(engine, query);
      return query;
    }
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db as Db);
      byDatabase.set(db, query);
    }
    return query;
  };
};
