import type {
  WebhookAttemptList,
  WebhookEventType,
  WebhookSendResult,
} from '@simportal/contract/api/webhooks';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';
import { deliverNow, findDeliveryPayload, queueDeliveries } from '../deliveries/index.ts';
import { ownedEndpoint } from './endpoints.ts';
import { queueEventTo } from './events.ts';
import { webhookAttempts } from './schema.ts';

/** GET /api/webhooks/:id/deliveries: the endpoint's delivery log, newest first, a page at a time. */
export const listAttempts = async (
  ctx: AppContext,
  userId: number,
  id: number,
  query: { page: number; pageSize: number },
): Promise<WebhookAttemptList> => {
  const { db } = ctx.database;
  await ownedEndpoint(db, userId, id);
  const [total] = await db
    .select({ count: count() })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.endpointId, id));
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.endpointId, id))
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
