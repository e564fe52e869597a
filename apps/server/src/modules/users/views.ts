import { getTableColumns } from 'drizzle-orm';
import { pgView } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Every account as other modules may read it in a statement of their own, read-only: modules/auth joins it to a
 * session (every request's level, the account getUserInfo answers with, an administrator's role) instead of the
 * users table, which only this module writes (docs/decisions/0051). A plain view over every column (none of them
 * a secret since the credentials moved to modules/auth), which PostgreSQL inlines into the joining query.
 */
export const userAccounts = pgView('user_accounts').as((qb) => qb.select(getTableColumns(users)).from(users));
