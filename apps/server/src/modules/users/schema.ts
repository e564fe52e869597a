import { ADMIN_ROLES } from '@simportal/contract/admin-roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    /** Stored lower-cased so uniqueness and look-ups ignore case. */
    email: text('email').notNull().unique(),
    /** 0 customer, 1 administrator. */
    level: smallint('level').notNull().default(0),
    /** An administrator's role (owner, support, viewer; issue #34); null for a customer. */
    adminRole: text('admin_role', { enum: ADMIN_ROLES }),
    isRegister: boolean('is_register').notNull().default(true),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the customer deleted the account (docs/decisions/0040): the name and e-mail are then a pseudonym,
     * the password unusable (modules/auth), the cards released; the row stays for the ledger rows the law keeps.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A member's account (issue #71, decision 0103): the customer whose balance and cards they act on, else null.
     * A member signs in as themself and reaches only the routes open to members (modules/auth/member-gate.ts).
     */
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id),
  },
  (t) => [
    // a member is a customer, and never their own owner
    check('users_owner', sql`${t.ownerId} is null or (${t.level} = 0 and ${t.ownerId} <> ${t.id})`),
    // an owner's members (Personal Center › Members; the owner's deletion removes them)
    index('users_owner_idx').on(t.ownerId).where(sql`${t.ownerId} is not null`),
    // every administrator has a role and no customer has one
    check(
      'users_admin_role',
      sql`(${t.level} = 1 and ${t.adminRole} in ('owner', 'support', 'viewer')) or (${t.level} = 0 and ${t.adminRole} is null)`,
    ),
    // Usernames are unique whatever their case ("Demo" and "demo" are one name); login ignores case too.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The administrator's customer search matches any part of a username or e-mail (ILIKE '%…%'): trigram
    // indexes (pg_trgm) answer it without reading every customer (docs/decisions/0024-…; bench:scale).
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // Customers by registration time: Admin Management › Overview's new customers of a range of days.
    index('users_customer_created_idx').on(t.createdAt).where(sql`${t.level} = 0`),
  ],
);
