import type {
  WebhookAttemptFilter,
  WebhookAttemptList,
  WebhookEventBody,
  WebhookEventType,
  WebhookSendResult,
} from '@simportal/contract/api/webhooks';
import { and, between, count, desc, eq, isNull, not, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { deliverNow, findDeliveryPayload, queueDeliveries } from '../deliveries/index.ts';
import { ownedEndpoint } from './endpoints.ts';
import { queueEventTo, type StoredWebhook, webhookBody } from './events.ts';
import { webhookAttempts } from './schema.ts';

/** The attempts the receiver did not accept: no answer came, or one outside 2xx (as `succeeded` below says). */
const failedAttempt: SQL = or(
  isNull(webhookAttempts.responseStatus),
  not(between(webhookAttempts.responseStatus, 200, 299)),
)!;

/**
 * GET /api/webhooks/:id/deliveries: the endpoint's delivery log, newest first, a page at a time; with `show:
 * 'failed'` only the attempts that failed (issue #67), which the endpoint's index still serves in order.
 */
export const listAttempts = async (
  ctx: AppContext,
  userId: number,
  id: number,
  query: { page: number; pageSize: number; show?: WebhookAttemptFilter },
): Promise<WebhookAttemptList> => {
  const { db } = ctx.database;
  await ownedEndpoint(db, userId, id);
  const where = and(eq(webhookAttempts.endpointId, id), query.show === 'failed' ? failedAttempt : undefined);
  const [total] = await db.select({ count: count() }).from(webhookAttempts).where(where);
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(where)
    .orderBy(desc(webhookAttempts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total: Number(total?.count ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventType: row.eventType as WebhookEventType,
      attempt: row.attempt,
      at: row.at.toISOString(),
      responseStatus: row.responseStatus,
      responseBody: row.responseBody,
      durationMs: row.durationMs,
      error: row.error,
      succeeded: row.responseStatus !== null && row.responseStatus >= 200 && row.responseStatus <= 299,
    })),
  };
};

/**
 * GET /api/webhooks/:id/events/:eventId: the body the event is posted with, byte for byte what the receiver got
 * (a redelivery sends the same body under a new signature). not_found for an event never sent to this endpoint,
 * or one whose delivery the outbox no longer keeps. A customer view may read it, as it reads the log.
 */
export const eventBody = async (
  ctx: AppContext,
  userId: number,
  id: number,
  eventId: string,
): Promise<WebhookEventBody> => {
  const { db } = ctx.database;
  await ownedEndpoint(db, userId, id);
  const payload = (await findDeliveryPayload(db, 'webhook', { endpointId: id, eventId })) as
    | StoredWebhook
    | undefined;
  if (!payload) throw new DomainError('not_found');
  return { eventId, eventType: payload.type, body: webhookBody(payload) };
};

/** Sends the deliveries now, after their commit; a failure stays with the outbox's retries. */
const sendNow = async (ctx: AppContext, deliveryId: number) => deliverNow(ctx, [deliveryId]);

/**
 * POST /api/webhooks/:id/test: a `test` event to this endpoint, enabled or not subscribed, sent at once;
 * answers whether the receiver took it (a 2xx). A failed one is retried like any event.
 */
export const sendTestEvent = async (
  ctx: AppContext,
  auth: AuthUser,
  id: number,
): Promise<WebhookSendResult> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const endpoint = await ownedEndpoint(ctx.database.db, auth.userId, id);
  if (!endpoint.enabled) throw new DomainError('webhook_endpoint_disabled');
  const queued = await ctx.database.db.transaction((tx) =>
    queueEventTo(tx, id, 'test', { message: 'A test event from SIM Portal' }, ctx.clock.now()),
  );
  return { eventId: queued.eventId, delivered: await sendNow(ctx, queued.deliveryId) };
};

/**
 * POST /api/webhooks/:id/events/:eventId/redeliver: the same event (same id, same data, a new timestamp and
 * signature) sent to this endpoint again at once, as Stripe's "Resend"; its attempts go on from the last number.
 */
export const redeliverEvent = async (
  ctx: AppContext,
  auth: AuthUser,
  id: number,
  eventId: string,
): Promise<WebhookSendResult> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const { db } = ctx.database;
  const endpoint = await ownedEndpoint(db, auth.userId, id);
  const payload = await findDeliveryPayload(db, 'webhook', { endpointId: id, eventId });
  if (!payload) throw new DomainError('not_found');
  if (!endpoint.enabled) throw new DomainError('webhook_endpoint_disabled');
  const [deliveryId] = await db.transaction((tx) =>
    queueDeliveries(tx, 'webhook', [{ payload }], { at: ctx.clock.now() }),
  );
  return { eventId, delivered: await sendNow(ctx, deliveryId!) };
};
