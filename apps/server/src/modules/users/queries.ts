import { type AdminAbility, isAdminRole, rolesThatMay } from '@simportal/contract/admin-roles';
import type { UserInfo } from '@simportal/contract/api/user';
import type { UserLevel } from '@simportal/contract/enums';
import { localeOrDefault } from '@simportal/contract/locales';
import { normalizeEmail } from '@simportal/contract/rules/email';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** getUserInfo and most account routes read the caller's row: prepared (see db/prepared.ts). */
const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

export const findUserById = async (db: DbOrTx, id: number): Promise<UserRow | undefined> =>
  (await userById(db).execute({ id }))[0];

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | undefined> =>
  (
    await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
  )[0];

/** Usernames compare without case (a unique index on lower(username) backs this). */
export const findUserByUsername = async (db: DbOrTx, username: string): Promise<UserRow | undefined> =>
  (await db.select().from(users).where(sql`lower(${users.username}) = lower(${username.trim()})`))[0];

/** What a user types to log in: an email (it has an @, which usernames cannot) or a username. */
export const findUserByAccount = (db: DbOrTx, account: string): Promise<UserRow | undefined> =>
  account.includes('@') ? findUserByEmail(db, account) : findUserByUsername(db, account);

/** The user info of spec §3 as the API presents it, with the balance the ledger keeps (minor units). */
export const toUserInfo = (user: UserRow, balanceMinor: number, currency: string): UserInfo => ({
  id: user.id,
  username: user.username,
  email: user.email,
  level: user.level as UserLevel,
  adminRole: user.level === 1 && isAdminRole(user.adminRole) ? user.adminRole : null,
  balance: balanceMinor,
  currency,
  member: user.ownerId !== null,
  locale: localeOrDefault(user.locale),
  isRegister: user.isRegister,
  createdAt: user.createdAt.toISOString(),
});

/**
 * The address and language of every administrator whose role may do `ability` (issue #34): a new pay order is
 * told to those who may confirm it, low eSIM stock to those who may import profiles.
 */
export const listAdministrators = (db: DbOrTx, ability: AdminAbility) =>
  db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.level, 1), inArray(users.adminRole, rolesThatMay(ability))))
    .orderBy(users.id);

/** Some users' names and addresses, by id (a batch of mails names each one's customer). */
export const findUsersByIds = async (
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, Pick<UserRow, 'username' | 'email' | 'locale'>>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ id, ...user }) => [id, user]));
};
