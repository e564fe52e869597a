import { sql } from 'drizzle-orm';
import {
  bigint,
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
    passwordHash: text('password_hash').notNull(),
    /** 0 customer, 1 administrator. */
    level: smallint('level').notNull().default(0),
    /** An administrator's role (owner, support, viewer; issue #34); null for a customer. */
    adminRole: text('admin_role'),
    /** Minor units; only the ledger module changes it, always together with an activity row. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    isRegister: boolean('is_register').notNull().default(true),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the customer deleted the account (docs/decisions/0040): the name and e-mail are then a pseudonym,
     * the password unusable, the cards released; the row stays for the ledger rows the law keeps.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * An administrator's TOTP secret (docs/decisions/0041), encrypted with the server's key (AES-256-GCM): the
     * secret in use, and one being set up until a code from it is confirmed.
     */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code works once, and no older one after it. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The challenge of the passkey ceremony under way (issue #34: adding a passkey, or signing in or stepping up
     * with one), base64url, and until when it may be answered; used once.
     */
    passkeyChallenge: text('passkey_challenge'),
    passkeyChallengeExpiresAt: timestamp('passkey_challenge_expires_at', { withTimezone: true }),
  },
  (t) => [
    check('users_balance_non_negative', sql`${t.balance} >= 0`),
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
