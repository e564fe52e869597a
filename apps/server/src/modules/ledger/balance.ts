import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { DomainError } from '../../http/domain-error.ts';
import { users } from '../users/schema.ts';

// The balance is the ledger's: it moves it (ledger.ts) and it is where others read and lock it.

// every order, purchase and activation takes it: prepared (db/prepared.ts)
const balanceLock = preparedPerDatabase((db) =>
  db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('update')
    .prepare('lock_balance'),
);

/**
 * Locks the customer's balance row for the rest of the transaction. Every billing change takes it FIRST (then
 * the card): the daily run locks the same rows before it charges, so a per-card charge here and the run's
 * set-based charge of the same day are serialised and the later one sees the earlier one's activity.
 */
export const lockBalance = async (tx: Tx, userId: number): Promise<number> => {
  const [row] = await balanceLock(tx).execute({ userId });
  if (!row) throw new DomainError('user_not_exist');
  return row.balance;
};

/** The customer's balance in minor units, read without a lock; undefined for an unknown user. */
export const balanceOf = async (db: DbOrTx, userId: number): Promise<number | undefined> => {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance;
};
