import { eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, type Tx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { DomainError } from '../../http/domain-error.ts';
import { balances } from './schema.ts';

// The balance is the ledger's: it moves it (ledger.ts, debit-many.ts) and it is where others read and lock it.
// Every account has its row from its creation (openBalance), so a missing row means an unknown account, never a
// balance of 0 (docs/decisions/0051).

/**
 * Opens the balance of a new account at 0, in the transaction that creates the account (modules/auth's
 * createAccount), so no money statement ever meets an account without its row.
 */
export const openBalance = async (tx: Tx, userId: number): Promise<void> => {
  await tx.insert(balances).values({ userId, balance: 0 });
};

// every order, purchase and activation takes it: prepared (db/prepared.ts)
const balanceLock = preparedPerDatabase((db) =>
  db
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_balance'),
);

/**
 * Locks the customer's balance row for the rest of the transaction. Every billing change takes it before the
 * card: the daily run locks the same rows before it charges (lockBalancesWhere), so a per-card charge here
 * and the run's set-based charge of the same day are serialised and the later one sees the earlier one's
 * activity. An account's deletion and an administrator's credit take it after the account's own row, so each
 * waits for the other (README.md, "Lock order").
 */
export const lockBalance = async (tx: Tx, userId: number): Promise<number> => {
  const [row] = await balanceLock(tx).execute({ userId });
  if (!row) throw new DomainError('user_not_exist');
  return row.balance;
};

/**
 * Locks, in user id order, the balance rows of the customers `which` selects (a condition on the balance's user
 * id, e.g. "has a card in use, in this batch"), and answers how many. The daily run takes them first, so no
 * balance it reads can change until it commits (billing/run-statements.ts).
 */
export const lockBalancesWhere = async (tx: Tx, which: (userId: SQL) => SQL): Promise<number> => {
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
          select b.user_id from ${balances} b where ${which(sql`b.user_id`)}
          order by b.user_id for update of b) locked`,
  );
  return Number(row?.n ?? 0);
};

/** The customer's balance in minor units, read without a lock; undefined for an unknown user. */
export const balanceOf = async (db: DbOrTx, userId: number): Promise<number | undefined> => {
  const [row] = await db
    .select({ balance: balances.balance })
    .from(balances)
    .where(eq(balances.userId, userId));
  return row?.balance;
};
