import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { users } from './schema.ts';

/**
 * The name and e-mail a deleted account keeps: unique, says what it is, names nobody, and is no valid username
 * or address ('#' is neither), so no registration can take it first and no sign-in or code can reach it.
 */
export const deletedPseudonym = (userId: number) => `#deleted-${userId}`;

/**
 * Locks a live account for its deletion or a card's binding (each of them one at a time per account), or answers
 * undefined when it is gone or already deleted. The balance has its own row and lock (the ledger's lockBalance),
 * which the caller takes after this one when money is involved (the lock order: modules/ledger/README.md).
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: a money statement that holds the balance's lock writes rows that refer to
 * the account (an activity, a notice), and their foreign keys take KEY SHARE on this row, which FOR UPDATE would
 * refuse; the deletion waiting for that balance while the charge waits for this row would deadlock (the daily
 * run against a deletion, reliability/account-deletion-race.test.ts).
 */
export const lockLiveUser = async (tx: Tx, userId: number) =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('no key update')
  )[0];

/**
 * Holds a live account for an administrator's credit of it (a recharge, a pay order's confirmation), until the
 * transaction ends: FOR SHARE, so credits of one account do not wait for each other here, but a deletion
 * (lockLiveUser) waits for them and they for it. Taken before the balance (modules/ledger/README.md, "Lock
 * order"), so a credit that waited for a deletion sees the account closed and is refused, account_deleted, inside
 * its transaction: a closed account is never credited. user_not_exist for an unknown account.
 */
export const holdLiveAccount = async (tx: Tx, userId: number): Promise<void> => {
  const [row] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (!row) throw new DomainError('user_not_exist');
  if (row.deletedAt !== null) throw new DomainError('account_deleted');
};

/**
 * Erases the person from their account row (docs/decisions/0040): the name and e-mail become a pseudonym that
 * frees them for a new registration; the password is made unusable by modules/auth (its credentials) and the
 * balance stays with the ledger rows that explain it.
 */
export const pseudonymiseUser = async (tx: Tx, userId: number, now: Date) => {
  await tx
    .update(users)
    .set({
      username: deletedPseudonym(userId),
      email: deletedPseudonym(userId),
      deletedAt: now,
    })
    .where(eq(users.id, userId));
};
