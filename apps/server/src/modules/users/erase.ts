import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from './schema.ts';

/**
 * The name and e-mail a deleted account keeps: unique, says what it is, names nobody, and is no valid username
 * or address ('#' is neither), so no registration can take it first and no sign-in or code can reach it.
 */
export const deletedPseudonym = (userId: number) => `#deleted-${userId}`;

/**
 * Locks a live account for its deletion (the daily run and a top-up take the same row lock for the balance), or
 * answers undefined when it is gone or already deleted.
 */
export const lockLiveUser = async (tx: Tx, userId: number) =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update')
  )[0];

/**
 * Erases the person from their account row (docs/decisions/0040): the name and e-mail become a pseudonym that
 * frees them for a new registration, the password hash one no password matches; the balance stays with the
 * ledger rows that explain it.
 */
export const pseudonymiseUser = async (tx: Tx, userId: number, now: Date) => {
  await tx
    .update(users)
    .set({
      username: deletedPseudonym(userId),
      email: deletedPseudonym(userId),
      passwordHash: '!deleted',
      deletedAt: now,
    })
    .where(eq(users.id, userId));
};
