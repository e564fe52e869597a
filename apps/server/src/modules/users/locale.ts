import type { Locale } from '@simportal/contract/locales';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { users } from './schema.ts';

/** The language of the user's mails (the interface language itself is kept by the browser). */
export const updateLocale = async (db: DbOrTx, userId: number, locale: Locale) => {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
  return { locale };
};
