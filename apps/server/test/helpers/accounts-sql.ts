import { type SQL, sql } from 'drizzle-orm';

/**
 * Many accounts in one statement, whole as modules/auth's createAccount makes one: `users` is an
 * `insert into users (…) select …` (or `values …`) without its `returning`; every row it inserts gets its
 * credentials (`passwordHash`, one hash for all) and its balance row (`balance`, 0 unless said: a balance above 0
 * needs the activities that explain it, or the books drift). Answers the new accounts' ids (`returning id`). For
 * the set-based fixtures of the tests and benchmarks, where a call per account would cost minutes.
 */
export const insertAccountsSql = (users: SQL, passwordHash: string, balance: SQL = sql`0`): SQL =>
  sql`with made as (${users} returning id),
        held as (insert into credentials (user_id, password_hash) select id, ${passwordHash} from made)
      insert into balances (user_id, balance) select id, ${balance} from made
      returning user_id as id`;
