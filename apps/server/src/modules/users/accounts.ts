import type { DbOrTx } from '../../db/database.ts';
import type { UserRow } from './queries.ts';
import { users } from './schema.ts';

/** What creating an account sets: who it is, and for an administrator their level and role. */
export type NewUser = Pick<UserRow, 'username' | 'email' | 'locale'> &
  Partial<Pick<UserRow, 'level' | 'adminRole' | 'createdAt' | 'ownerId'>>;

/**
 * Creates the account's row and answers it. Only modules/auth's createAccount calls it, in the transaction that
 * also keeps the account's password (its credentials) and opens its balance (the ledger), so no account exists
 * without either. A username or e-mail already taken fails on its unique index: the caller turns the constraint
 * into its answer.
 */
export const createUser = async (db: DbOrTx, user: NewUser): Promise<UserRow> => {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
};
