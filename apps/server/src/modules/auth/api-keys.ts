import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEYS_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreateApiKeyBody,
} from '@simportal/contract/api/api-keys';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { hitCounter, readCounter, secondsUntil } from '../limits/index.ts';
import { userAccounts } from '../users/index.ts';
import { apiKeys } from './schema.ts';

// Customers' API keys (issue #59, docs/decisions/0076): made, listed and revoked by the owner in a session
// (api-key-routes.ts), and checked on each request that presents one (authenticate.ts).

const DAY_MS = 86_400_000;
/** The window API_KEY_REQUESTS_PER_MINUTE counts in. */
const RATE_WINDOW_MS = 60_000;
/** How stale last_used_at may be before a request writes it again: one write a minute per key, at most. */
const LAST_USED_PRECISION_MS = 60_000;
/** The public id's alphabet (RFC 4648 base32, lower case): no `_`, so the key splits at its underscores. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const PUBLIC_ID_LENGTH = 12;
/** `sk_` + public id + `_` + 32 random bytes in base64url (43 characters). */
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}([a-z2-7]{${PUBLIC_ID_LENGTH}})_([A-Za-z0-9_-]{43})$`);

/**
 * Failed API-key authentications one client address may make in API_KEY_FAILURE_WINDOW_MS (issue #67: 2,000
 * invalid keys from one address in 1.1 s were each looked up). Past them that address is refused
 * (api_key_failures_limited, 429) before any key is looked up, a right key too, as GitHub refuses an address
 * after many bad credentials, until the window ends. Counted by address, never by key or account: a stranger
 * failing with someone's key prefix locks out only the stranger's own address, never the key's owner.
 */
export const API_KEY_FAILURES_PER_ADDRESS = 20;
export const API_KEY_FAILURE_WINDOW_MS = 15 * 60_000;
const failuresKey = (address: string) => `api-key-failures:${address}`;

/** Whether a bearer token is an API key (never a JWT, whose header starts `eyJ`). */
export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const newPublicId = () =>
  Array.from(randomBytes(PUBLIC_ID_LENGTH), (byte) => BASE32[byte % BASE32.length]).join('');

const prefixOf = (publicId: string) => `${API_KEY_PREFIX}${publicId}`;

type ApiKeyRow = typeof apiKeys.$inferSelect;

const presented = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: prefixOf(row.publicId),
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A key neither revoked nor past its expiry at `now`. */
const live = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** The caller's keys that are not revoked (live and expired), newest first: at most API_KEYS_MAX live ones. */
export const listApiKeys = async (db: DbOrTx, userId: number): Promise<ApiKey[]> => {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    // expired keys stay listed until revoked; bound the page all the same
    .limit(100);
  return rows.map(presented);
};

/**
 * Makes a key for `userId` and answers it with its whole secret, the only time it is shown; api_key_limit (409)
 * when the account already holds API_KEYS_MAX live keys. The account's row is locked first, so two creations at
 * once cannot both pass the count.
 */
export const createApiKey = async (
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
  body: CreateApiKeyBody,
): Promise<{ key: ApiKey; secret: string }> => {
  const now = ctx.clock.now();
  await selectRows(tx, sql`select 1 from credentials where user_id = ${userId} for update`);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), live(now)));
  if ((count?.n ?? 0) >= API_KEYS_MAX) throw new DomainError('api_key_limit', { limit: API_KEYS_MAX });
  const publicId = newPublicId();
  const secret = `${prefixOf(publicId)}_${randomBytes(32).toString('base64url')}`;
  const [row] = await tx
    .insert(apiKeys)
    .values({
      id: randomUUID(),
      userId,
      name: body.name,
      publicId,
      secretHash: sha256(secret),
      // in the contract's order, whatever order they were ticked in
      scopes: API_KEY_SCOPES.filter((scope) => body.scopes.includes(scope)),
      createdAt: now,
      expiresAt: body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * DAY_MS),
    })
    .returning();
  return { key: presented(row!), secret };
};

/** Revokes one of the caller's keys at once; not_found for another's, or one already revoked. */
export const revokeApiKey = async (ctx: AppContext, userId: number, id: string): Promise<void> => {
  const revoked = await ctx.database.db
    .update(apiKeys)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new DomainError('not_found');
};

/** A key a request presented, found live and its customer's. */
export interface AdmittedKey {
  id: string;
  userId: number;
  scopes: readonly string[];
}

/**
 * The live key `token` is, with its customer; api_key_invalid (401) for a malformed, unknown, revoked or expired
 * key, or one whose account is no longer a customer's, counted against the client `address`; past
 * API_KEY_FAILURES_PER_ADDRESS of those the address gets api_key_failures_limited (429) without a lookup. The hash
 * is compared in constant time after the lookup by public id. api_key_rate_limited (429) past
 * API_KEY_REQUESTS_PER_MINUTE. Writes last_used_at when it is a minute
 * old or more.
 */
export const admitApiKey = async (ctx: AppContext, token: string, address: string): Promise<AdmittedKey> => {
  const now = ctx.clock.now();
  const { db } = ctx.database;
  const failures = await readCounter(db, failuresKey(address), now);
  if (failures && failures.hits >= API_KEY_FAILURES_PER_ADDRESS) {
    throw new DomainError('api_key_failures_limited', {
      retryAfterSeconds: secondsUntil(failures.windowEndsAt, now),
    });
  }
  const refuse = async (): Promise<never> => {
    await hitCounter(db, failuresKey(address), API_KEY_FAILURE_WINDOW_MS, now);
    throw new DomainError('api_key_invalid');
  };
  const match = KEY_PATTERN.exec(token);
  if (!match) return refuse();
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      level: userAccounts.level,
      deletedAt: userAccounts.deletedAt,
    })
    .from(apiKeys)
    .innerJoin(userAccounts, eq(userAccounts.id, apiKeys.userId))
    .where(eq(apiKeys.publicId, match[1]!));
  const hash = Buffer.from(sha256(token), 'hex');
  if (
    !row ||
    !timingSafeEqual(hash, Buffer.from(row.secretHash, 'hex')) ||
    row.revokedAt !== null ||
    (row.expiresAt !== null && row.expiresAt <= now) ||
    row.level !== 0 ||
    row.deletedAt !== null
  ) {
    return refuse();
  }
  // per key, in the shared counters, so the limit holds however many instances serve the key
  const rate = await hitCounter(db, `api-key:${row.id}`, RATE_WINDOW_MS, now);
  if (rate.hits > ctx.config.API_KEY_REQUESTS_PER_MINUTE) {
    throw new DomainError('api_key_rate_limited', {
      retryAfterSeconds: secondsUntil(rate.windowEndsAt, now),
    });
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { id: row.id, userId: row.userId, scopes: row.scopes };
};

/** What the owner's data export holds of their keys: names, prefixes, scopes and dates, never a secret. */
export const apiKeysForExport = async (db: DbOrTx, userId: number) => {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt))
    .limit(1000);
  return rows.map((row) => ({ ...presented(row), revokedAt: row.revokedAt?.toISOString() ?? null }));
};

/** Removes every key of an account being deleted (account-deletion.ts endCredentials). */
export const forgetApiKeys = async (tx: DbOrTx, userId: number): Promise<void> => {
  await tx.delete(apiKeys).where(eq(apiKeys.userId, userId));
};
