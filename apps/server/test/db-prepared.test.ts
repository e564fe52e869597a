import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedPerDatabase } from '../src/db/prepared.ts';
import { users } from '../src/schema.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// db/prepared.ts hands a statement built once to each transaction, bound to that transaction's connection
// (Drizzle binds a prepared query to the connection that built it). Run on both engines: on PostgreSQL a
// statement sent on any other connection of the pool would not see the transaction's uncommitted row, nor
// wait for its lock.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const emailOf = preparedPerDatabase((db) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.username, sql.placeholder('username')))
    .prepare('test_email_of_username'),
);

class RolledBack extends Error {}

/** In a transaction that is rolled back: inserts a user, then reads it with the prepared statement. */
const readOwnInsertThenRollBack = async (username: string) => {
  let seen: { email: string }[] = [];
  await database.db
    .transaction(async (tx) => {
      await tx.insert(users).values({ username, email: `${username}@example.test` });
      seen = await emailOf(tx).execute({ username });
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return seen;
};

describe('preparedPerDatabase in transactions', () => {
  it('runs inside each transaction, the first that built it and the later ones', async () => {
    for (const username of ['prepared_a', 'prepared_b', 'prepared_c']) {
      expect(await readOwnInsertThenRollBack(username)).toEqual([{ email: `${username}@example.test` }]);
      // rolled back: the row was only ever the transaction's
      expect(await emailOf(database.db).execute({ username })).toEqual([]);
    }
  });

  it('gives concurrent transactions their own connections', async () => {
    const both = await Promise.all(
      ['prepared_d', 'prepared_e'].map((name) => readOwnInsertThenRollBack(name)),
    );
    expect(both).toEqual([[{ email: 'prepared_d@example.test' }], [{ email: 'prepared_e@example.test' }]]);
  });

  it('hands each transaction a statement bound to it, not the one it was built on', async () => {
    const bound: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      await database.db.transaction(async (tx) => {
        bound.push(emailOf(tx));
      });
    }
    expect(bound[0]).not.toBe(bound[1]);
    expect(emailOf(database.db)).toBe(emailOf(database.db));
  });
});
