import { z } from 'zod';

// API keys for customers (issue #59, docs/decisions/0076-api-keys.md): a customer's own systems act on their
// cards with a key instead of a session. Server: apps/server/src/modules/auth/api-keys*.ts.

/**
 * What a key may do, each a set of routes (the OpenAPI document lists which operations each one reaches):
 * `read` reads the customer's cards, usage, billing, activities and balance; `cards` changes a card's settings
 * (label, stop billing, trip dates, alerts, auto add-on); `buy` spends money (plan orders, add-ons, top-ups);
 * `papers` fetches the receipts, pro-forma invoices and statements (an accounting system's key, which needs no
 * card: decision 0102).
 */
export const API_KEY_SCOPES = ['read', 'cards', 'buy', 'papers'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** How long a new key lives, in days; null: until it is revoked. */
export const API_KEY_EXPIRIES = [30, 90, 365] as const;

/** Live (unrevoked, unexpired) keys an account may hold at once. */
export const API_KEYS_MAX = 10;

/** The longest name of a key. */
export const API_KEY_NAME_MAX = 60;

/** Every key starts with this: a bearer token that starts so is a key, never an access token (a JWT's is eyJ). */
export const API_KEY_PREFIX = 'sk_';

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: 'invalid_value' });

/** POST /api/api-keys: a name, one or more scopes, and a lifetime in days (null: never expires). */
export const createApiKeyBodySchema = z.object({
  name: z
    .string({ error: 'field_required' })
    .trim()
    .min(1, { error: 'field_required' })
    .max(API_KEY_NAME_MAX, { error: 'invalid_value' }),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'field_required' })
    .min(1, { error: 'field_required' })
    .max(API_KEY_SCOPES.length, { error: 'invalid_value' })
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'invalid_value' })
    // the document states it too, so a client (and the fuzzer) knows a scope is named once
    .meta({ uniqueItems: true }),
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
    error: 'invalid_value',
  }),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** One of the caller's keys as the list shows it: never its secret. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's public start (`sk_` and its id): enough to tell keys apart, nothing to sign in with. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.iso.datetime(),
  /** null: never expires. */
  expiresAt: z.iso.datetime().nullable(),
  /** When a request last used it, to the minute; null before the first. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/api-keys: the caller's live and expired keys (revoked ones are gone), newest first. */
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to POST /api/api-keys: the key, and the whole secret once, never again. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** DELETE /api/api-keys/:id */
export const apiKeyIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });
