import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { credentials } from './schema.ts';

// An account's credentials (the password's hash, the second factor, the passkey challenge): this module's own
// row beside the account's, read and written here only (docs/decisions/0051).

export type CredentialsRow = typeof credentials.$inferSelect;

/** The hash a deleted account keeps: no argon2 hash, so no password verifies against it. */
export const UNUSABLE_PASSWORD = '!deleted';

/** The account's credentials; undefined for an unknown account. */
export const credentialsOf = async (db: DbOrTx, userId: number): Promise<CredentialsRow | undefined> =>
  (await db.select().from(credentials).where(eq(credentials.userId, userId)))[0];

/** The account's credentials, locked until the transaction ends (a second factor's enrolment or removal). */
export const lockCredentials = async (tx: DbOrTx, userId: number): Promise<CredentialsRow | undefined> =>
  (await tx.select().from(credentials).where(eq(credentials.userId, userId)).for('update'))[0];

/** Keeps a new account's password hash: in the transaction that creates the account (createAccount). */
export const keepFirstPassword = async (tx: Tx, userId: number, passwordHash: string): Promise<void> => {
  await tx.insert(credentials).values({ userId, passwordHash });
};

/** Replaces an account's password hash (a change, a reset, a deletion); the caller ends the sessions it must. */
export const setPasswordHash = async (db: DbOrTx, userId: number, passwordHash: string): Promise<void> => {
  await db.update(credentials).set({ passwordHash }).where(eq(credentials.userId, userId));
};

/** Which of these accounts have two-step verification on (Admin Management › Administrators). */
export const withSecondFactor = async (db: DbOrTx, userIds: number[]): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: credentials.userId })
    .from(credentials)
    .where(and(inArray(credentials.userId, userIds), isNotNull(credentials.totpEnabledAt)));
  return new Set(rows.map((row) => row.userId));
};
