import { ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern.ts';
import { userAccounts } from './views.ts';

/**
 * The condition "the username or e-mail contains `text`" on the user_accounts view, for a list that filters
 * by a person in its own statement (the trigram indexes of users answer it through the view).
 */
export const accountMatches = (text: string): SQL => {
  const pattern = containsPattern(text);
  return or(ilike(userAccounts.username, pattern), ilike(userAccounts.email, pattern)) as SQL;
};
