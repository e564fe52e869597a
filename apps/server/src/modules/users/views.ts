import { ADMIN_ROLES } from '@simportal/contract/admin-roles';
import { boolean, integer, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { viewOfTable } from '../../db/published-view.ts';
import { users } from './schema.ts';

/**
 * Every account as other modules may read it in a statement of their own, read-only: modules/auth joins it to a
 * session (every request's level, the account getUserInfo answers with, an administrator's role), and the admin
 * lists search a card's holder, a pay order's customer or an audit entry's person through it (accountMatches),
 * instead of the users table, which only this module writes (docs/decisions/0050, 0051). Every column (none of
 * them a secret since the credentials moved to modules/auth); PostgreSQL inlines it into the joining query.
 */
export const userAccounts = viewOfTable('user_accounts', users, {
  id: integer('id').notNull(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  level: smallint('level').notNull(),
  adminRole: text('admin_role', { enum: ADMIN_ROLES }),
  isRegister: boolean('is_register').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ownerId: integer('owner_id'),
});
