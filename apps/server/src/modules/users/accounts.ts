import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import type { UserRow } from './queries.ts';
import { users } from './schema.ts';

/** What creating an account sets: who it is, how they sign in, and for an administrator their level and role. */
export type NewUser = Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'locale' | 'createdAt'> &
  Partial<Pick<UserRow, 'level' | 'adminRole'>>;

/**
 * Creates an account (registration, an accepted invitation) and answers its row. A username or e-mail already
 * taken fails on its unique index: the caller turns the constraint into its answer.
 */
export const createUser = async (db: DbOrTx, user: NewUser): Promise<UserRow> => {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
};

/** Replaces an account's password hash (a change, a reset); the caller ends the sessions it must. */
export const setPasswordHash = async (db: DbOrTx, userId: number, passwordHash: string): Promise<void> => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};
