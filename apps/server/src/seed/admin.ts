import { randomInt } from 'node:crypto';
import { ADMIN_LEVEL } from '@simportal/contract/enums';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createAccount, hashSecret } from '../modules/auth/index.ts';
import { users } from '../schema.ts';

const DEFAULT_ADMIN_EMAIL = 'admin@simportal.local';
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 18 characters from a CSPRNG: about 104 bits, within the 6–22 characters the password rule allows. */
const generatePassword = () =>
  Array.from({ length: 18 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

export interface AdminBootstrap {
  created: boolean;
  username: string;
  email: string;
  /** Only when it was generated here; it is printed once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure the portal has an administrator. The first start creates one, with ADMIN_EMAIL/ADMIN_PASSWORD
 * when given, otherwise with a generated password that the caller prints once.
 */
export const ensureAdmin = async (db: Db, config: Config): Promise<AdminBootstrap> => {
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const wanted = config.ADMIN_EMAIL
    ? await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
    : await db.select({ id: users.id }).from(users).where(eq(users.level, ADMIN_LEVEL)).limit(1);
  if (wanted.length > 0) return { created: false, username: config.ADMIN_USERNAME, email };

  const password = config.ADMIN_PASSWORD ?? generatePassword();
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, config.ADMIN_USERNAME));
  const username =
    taken.length > 0 ? `${config.ADMIN_USERNAME}_${randomInt(1000, 9999)}` : config.ADMIN_USERNAME;
  const passwordHash = await hashSecret(password);
  await db.transaction((tx) =>
    createAccount(tx, {
      username,
      email,
      passwordHash,
      locale: 'en',
      level: ADMIN_LEVEL,
      // the first administrator runs the portal: an owner, who invites the others (issue #34)
      adminRole: 'owner',
    }),
  );
  return {
    created: true,
    username,
    email,
    ...(config.ADMIN_PASSWORD ? {} : { generatedPassword: password }),
  };
};
