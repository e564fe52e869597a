import { ADMIN_ROLES } from '@simportal/contract/admin-roles';
import { API_KEY_SCOPES } from '@simportal/contract/api/api-keys';
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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Secrets the instances must share and that nobody configured, generated once by whichever instance starts
 * first (insert … on conflict do nothing, then read back). Today: the access-token signing key when JWT_SECRET
 * is unset.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  /** base64url of random bytes. */
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * How an account proves it is its owner's, one row per account, created with the account (createAccount) and
 * read and written by this module only (docs/decisions/0051): the password's hash, an administrator's second
 * factor and the passkey ceremony under way. The account's name, address, level and role are modules/users'.
 */
export const credentials = pgTable('credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => idOf('users'), { onDelete: 'cascade' }),
  /** argon2id (password-hash.ts); '!deleted' once the account is deleted (no password matches it). */
  passwordHash: text('password_hash').notNull(),
  /**
   * An administrator's TOTP secret (docs/decisions/0041), encrypted with the server's key (AES-256-GCM): the
   * secret in use, and one being set up until a code from it is confirmed.
   */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: at('totp_enabled_at'),
  /** The last 30-second step a code was accepted for: a code works once, and no older one after it. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /**
   * The challenge of the passkey ceremony under way (issue #34: adding a passkey, or signing in or stepping up
   * with one), base64url, and until when it may be answered; used once.
   */
  passkeyChallenge: text('passkey_challenge'),
  passkeyChallengeExpiresAt: at('passkey_challenge_expires_at'),
});

/**
 * A login session: one refresh-token family (RFC 9700 §4.14.2) with an absolute end. Access tokens name it
 * (`sid`), so ending it ends them too. `actor_user_id` is the administrator when the session acts as a
 * customer (their "customer view").
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => idOf('users'), { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    lastRefreshedAt: at('last_refreshed_at'),
    revokedAt: at('revoked_at'),
    /** logout, refresh_token_reuse, password_change, password_reset, ended_by_user. */
    revokedReason: text('revoked_reason'),
    /**
     * What the session's latest sign-in or refresh came from, as its owner's session list shows it: the browser
     * ("Chrome 140") and system ("Windows") named from the User-Agent, the kind of device, and the network as a
     * prefix (IPv4 /24, IPv6 /48), never the whole address (modules/auth/session-client.ts).
     */
    browser: text('browser'),
    os: text('os'),
    device: text('device'),
    network: text('network'),
    /** When this session's administrator gave their second factor (at sign-in, or by setting it up in it). */
    secondFactorAt: at('second_factor_at'),
    /**
     * When the administrator last proved it was them again for a sensitive action (issue #34 step-up): with the
     * session's own sign-in (`created_at`), the later of the two says how fresh the proof is.
     */
    steppedUpAt: at('stepped_up_at'),
  },
  (t) => [
    index('auth_sessions_user_id_idx').on(t.userId),
    check('auth_sessions_device', sql`${t.device} in ('desktop', 'mobile', 'tablet', 'tv')`),
  ],
);

/**
 * Every refresh token a session was given, by SHA-256 of the token (never the token). A token is spent when
 * `rotated_at` is set; presenting a spent token again is the reuse that ends the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    issuedAt: at('issued_at').notNull(),
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * The live emailed code of one email and purpose (a new send replaces it). The code is kept only as an HMAC;
 * `sent_at` also paces resending.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Entries made against this code, right or wrong. */
    attempts: smallint('attempts').notNull().default(0),
    sentAt: at('sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    unique('verification_codes_email_purpose_key').on(t.email, t.purpose),
    check('verification_codes_purpose', sql`${t.purpose} in ('register', 'reset', 'delete_account')`),
    check('verification_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * An administrator's recovery codes (docs/decisions/0041), by SHA-256 (each is 50 random bits typed once, so a
 * plain hash is enough: no one tries 2^50 candidates against a leaked table); a used one keeps its row.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [unique('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * An owner's invitation to become an administrator (issue #34): the mailed link carries a random token, stored
 * only as its SHA-256. Open until accepted, withdrawn or past `expires_at`.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => idOf('users')),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => idOf('users')),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('admin_invitations_email_idx').on(t.email),
    check('admin_invitations_role', sql`${t.role} in ('owner', 'support', 'viewer')`),
  ],
);

/**
 * A customer's invitation of a member (issue #71, decision 0103), as admin_invitations are: the mailed link's 256
 * random bits kept only as their SHA-256, open MEMBER_INVITATION_TTL_HOURS, used once. The groups the member will
 * reach are the owner's card groups (sims), copied to the member when they accept.
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => idOf('users')),
    email: text('email').notNull(),
    groupIds: integer('group_ids').array().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => idOf('users')),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('member_invitations_owner_idx').on(t.ownerId),
    index('member_invitations_email_idx').on(t.email),
  ],
);

/**
 * A passkey sign-in's challenge (decision 0105), issued before anyone says who they are: one row per login page
 * that asked, taken once by the answer that signs it, gone after CEREMONY_SECONDS. Kept apart from any account, so
 * that a stranger asking for options cannot spoil another person's sign-in.
 */
export const passkeyCeremonies = pgTable(
  'passkey_ceremonies',
  {
    challenge: text('challenge').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('passkey_ceremonies_expires_at_idx').on(t.expiresAt)],
);

/**
 * Passkeys (WebAuthn): an administrator's are a second factor beside the authenticator app's code (issue #34); a
 * customer's or a member's sign them in alone (decision 0105). The
 * credential's id and public key (COSE, base64url) as the authenticator gave them at registration, and the
 * signature counter it reported last (a counter that goes back is a cloned key).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A customer's API keys (issue #59, docs/decisions/0076): what their own systems sign requests with. The key is
 * `sk_<public id>_<secret>`; only its SHA-256 is kept (the secret is 256 random bits, so a plain hash is enough, as
 * for refresh tokens), found by its public id. Revoking keeps the row (the owner's data export lists it) until
 * the account is deleted.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The part after `sk_` and before the secret: shown in lists, and how a presented key is looked up. */
    publicId: text('public_id').notNull().unique(),
    /** SHA-256 of the whole key, hex. */
    secretHash: text('secret_hash').notNull(),
    /** read, cards, buy, papers (contract api/api-keys.ts API_KEY_SCOPES). */
    scopes: text('scopes').array().notNull(),
    createdAt: at('created_at').notNull(),
    /** null: until revoked. */
    expiresAt: at('expires_at'),
    /** Written at most once a minute per key, not on each request. */
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('api_keys_user_id_idx').on(t.userId),
    check(
      'api_keys_scopes',
      sql`cardinality(${t.scopes}) >= 1 and ${t.scopes} <@ array[${sql.raw(API_KEY_SCOPES.map((scope) => `'${scope}'`).join(', '))}]::text[]`,
    ),
  ],
);
