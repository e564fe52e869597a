import { randomBytes } from 'node:crypto';
import {
  type SubscribableWebhookEvent,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  type WebhookCreateBody,
  type WebhookEndpoint,
  type WebhookUpdateBody,
  type WebhookWithSecret,
} from '@simportal/contract/api/webhooks';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type AuthUser, openSecret, sealSecret } from '../auth/index.ts';
import { forgetDeliveries } from '../deliveries/index.ts';
import { webhookEndpoints } from './schema.ts';
import { checkWebhookUrl } from './url-policy.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** A new signing secret: `whsec_` and 32 random bytes, as Stripe's look. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Only the customer changes their endpoints or reads a secret: never an administrator in their view. */
const assertOwnerActs = (auth: AuthUser) => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
};

/** The secrets that sign now: the current one, and the previous one until its overlap ends. */
export const liveSecrets = (ctx: AppContext, row: EndpointRow): string[] => {
  const key = ctx.keys.webhookSecret;
  const previous =
    row.previousSecretSealed && row.previousSecretExpiresAt && row.previousSecretExpiresAt > ctx.clock.now()
      ? [openSecret(key, row.previousSecretSealed)]
      : [];
  return [openSecret(key, row.secretSealed), ...previous];
};

interface LastAttempt {
  lastAttemptAt: Date | null;
  lastStatus: number | null;
  lastSucceeded: boolean | null;
}

const toEndpoint = (ctx: AppContext, row: EndpointRow, last?: LastAttempt): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as SubscribableWebhookEvent[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  previousSecretExpiresAt:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > ctx.clock.now()
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  lastAttemptAt: last?.lastAttemptAt ? new Date(last.lastAttemptAt).toISOString() : null,
  lastStatus: last?.lastStatus ?? null,
  lastSucceeded: last?.lastSucceeded ?? null,
});

/** One of the caller's endpoints, or not_found (another account's is not found either). */
export const ownedEndpoint = async (db: DbOrTx, userId: number, id: number): Promise<EndpointRow> => {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new DomainError('not_found');
  return row;
};

/** The account's endpoints, oldest first, for the data export: no secret. */
export const webhookEndpointsOf = (db: DbOrTx, userId: number) =>
  db
    .select({
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      events: webhookEndpoints.events,
      enabled: webhookEndpoints.enabled,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.id));

/** GET /api/webhooks: the caller's endpoints with their latest attempt's outcome. */
export const listEndpoints = async (ctx: AppContext, userId: number): Promise<WebhookEndpoint[]> => {
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.id));
  if (rows.length === 0) return [];
  const last = await selectRows<LastAttempt & { endpointId: number }>(
    db,
    sql`select e.id as "endpointId", a.at as "lastAttemptAt", a.response_status as "lastStatus",
        (a.response_status between 200 and 299) as "lastSucceeded"
      from webhook_endpoints e
      cross join lateral (select at, response_status from webhook_attempts
        where endpoint_id = e.id order by id desc limit 1) a
      where e.user_id = ${userId}`,
  );
  const byId = new Map(last.map((row) => [Number(row.endpointId), row]));
  return rows.map((row) => toEndpoint(ctx, row, byId.get(row.id)));
};

/** POST /api/webhooks: a new endpoint and its secret, shown this once; at most WEBHOOK_ENDPOINTS_MAX. */
export const createEndpoint = async (
  ctx: AppContext,
  auth: AuthUser,
  body: WebhookCreateBody,
): Promise<WebhookWithSecret> => {
  assertOwnerActs(auth);
  checkWebhookUrl(body.url, ctx.config.WEBHOOK_LOCAL_ENDPOINTS);
  const secret = newSecret();
  const now = ctx.clock.now();
  const [row] = await ctx.database.db.transaction(async (tx) => {
    // one lock per account for the transaction serialises two creations at once, so the cap holds
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_endpoints'), ${auth.userId})`);
    const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from webhook_endpoints where user_id = ${auth.userId}`,
    );
    if (Number(count) >= WEBHOOK_ENDPOINTS_MAX) throw new DomainError('webhook_endpoint_limit');
    return tx
      .insert(webhookEndpoints)
      .values({
        userId: auth.userId,
        url: body.url,
        description: body.description ?? '',
        events: [...new Set(body.events)],
        secretSealed: sealSecret(ctx.keys.webhookSecret, secret),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  });
  return { endpoint: toEndpoint(ctx, row!), secret };
};

/** PATCH /api/webhooks/:id: the fields named. */
export const updateEndpoint = async (
  ctx: AppContext,
  auth: AuthUser,
  id: number,
  body: WebhookUpdateBody,
): Promise<WebhookEndpoint> => {
  assertOwnerActs(auth);
  await ownedEndpoint(ctx.database.db, auth.userId, id);
  if (body.url !== undefined) checkWebhookUrl(body.url, ctx.config.WEBHOOK_LOCAL_ENDPOINTS);
  const [row] = await ctx.database.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, auth.userId)))
    .returning();
  if (!row) throw new DomainError('not_found');
  return (await listEndpoints(ctx, auth.userId)).find((endpoint) => endpoint.id === id)!;
};

/** Deletes an endpoint's rows and the events still waiting for it (its log goes with it). */
const forgetEndpoint = async (tx: DbOrTx, id: number) => {
  await forgetDeliveries(tx, 'webhook', 'endpointId', String(id));
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
};

/** DELETE /api/webhooks/:id: the endpoint, its log and its events not yet delivered. */
export const deleteEndpoint = async (ctx: AppContext, auth: AuthUser, id: number): Promise<void> => {
  assertOwnerActs(auth);
  await ctx.database.db.transaction(async (tx) => {
    await ownedEndpoint(tx, auth.userId, id);
    await forgetEndpoint(tx, id);
  });
};

/** An account's deletion (commands/delete-account.ts): every endpoint, before its cards are released. */
export const forgetWebhookEndpoints = async (tx: DbOrTx, userId: number): Promise<void> => {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  for (const row of rows) await forgetEndpoint(tx, row.id);
};

/**
 * POST /api/webhooks/:id/rotate-secret: a new secret, shown once; the one it replaces keeps signing for
 * WEBHOOK_ROTATION_OVERLAP_HOURS beside it, so the receiver can switch without missing an event.
 */
export const rotateSecret = async (
  ctx: AppContext,
  auth: AuthUser,
  id: number,
): Promise<WebhookWithSecret> => {
  assertOwnerActs(auth);
  const row = await ownedEndpoint(ctx.database.db, auth.userId, id);
  const secret = newSecret();
  const now = ctx.clock.now();
  const [rotated] = await ctx.database.db
    .update(webhookEndpoints)
    .set({
      secretSealed: sealSecret(ctx.keys.webhookSecret, secret),
      previousSecretSealed: row.secretSealed,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_HOURS * 3600_000),
      updatedAt: now,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secretSealed, row.secretSealed)))
    .returning();
  // a rotation at the same moment won: its secret is the one shown to whoever made it
  if (!rotated) throw new DomainError('not_found');
  return { endpoint: toEndpoint(ctx, rotated), secret };
};

/** GET /api/webhooks/:id/secret: the current secret again, for its owner only. */
export const revealSecret = async (
  ctx: AppContext,
  auth: AuthUser,
  id: number,
): Promise<{ secret: string }> => {
  assertOwnerActs(auth);
  const row = await ownedEndpoint(ctx.database.db, auth.userId, id);
  return { secret: openSecret(ctx.keys.webhookSecret, row.secretSealed) };
};
