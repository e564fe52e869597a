import type { Tx } from '../../db/database.ts';
import { openBalance } from '../ledger/index.ts';
import { createUser, type NewUser, type UserRow } from '../users/index.ts';
import { keepFirstPassword } from './credentials.ts';

/** An account to create: who it is (modules/users) and the hash of the password it signs in with. */
export type NewAccount = NewUser & { passwordHash: string };

/**
 * Creates an account, the one way every account is made (registration, an accepted invitation, the seed, the
 * tests): its row (modules/users), its credentials (here) and its balance at 0 (the ledger), in the caller's
 * transaction, so none of the three ever exists without the others (docs/decisions/0051). A username or e-mail
 * already taken fails on its unique index and rolls all three back.
 */
export const createAccount = async (tx: Tx, account: NewAccount): Promise<UserRow> => {
  const { passwordHash, ...user } = account;
  const row = await createUser(tx, user);
  await keepFirstPassword(tx, row.id, passwordHash);
  await openBalance(tx, row.id);
  return row;
};
