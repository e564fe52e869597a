import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@simportal/contract/api/webhooks';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { queueDeliveries, queueDeliveriesSql } from '../deliveries/index.ts';

/** What a webhook delivery holds: the endpoint, and the event as it is sent (`{id, type, created, data}`). */
export interface StoredWebhook {
  endpointId: number;
  eventId: string;
  type: WebhookEventType;
  /** Unix seconds. */
  created: number;
  data: Record<string, unknown>;
}

/** The request body an event is posted with, the text its signature covers: `{id, type, created, data}`. */
export const webhookBody = (event: StoredWebhook): string =>
  JSON.stringify({ id: event.eventId, type: event.type, created: event.created, data: event.data });

/** One event of a customer's to queue. */
export interface WebhookEvent {
  userId: number;
  type: Exclude<WebhookEventType, 'test'>;
  data: Record<string, unknown>;
}

/** A new event id, made by the database: `evt_` and 32 hex digits. */
const EVENT_ID = sql`'evt_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * The set-based queueWebhookEvents, for a statement that changes many rows at once (the daily run's
 * suspensions): an INSERT … SELECT to sit in the caller's `with` list, queueing for every row of `rows` (a query
 * with the columns `user_id` and `data`, jsonb) one delivery of the event `type` per enabled endpoint of that
 * customer's that subscribed to it. Every endpoint gets the same event id, as Stripe sends one event to each.
 */
export const webhookEventsSql = (type: WebhookEventType, rows: SQL): SQL =>
  queueDeliveriesSql(
    'webhook',
    sql`select null::text as ordering_key,
        jsonb_build_object('endpointId', e.id, 'eventId', v.event_id, 'type', ${type}::text,
          'created', extract(epoch from now())::bigint, 'data', v.data) as payload
      from (select r.user_id, r.data, ${EVENT_ID} as event_id from (${rows}) r offset 0) v
      join webhook_endpoints e on e.user_id = v.user_id and e.enabled and ${type}::text = any(e.events)
      order by e.id`,
    new Date(),
  );

/**
 * Queues, inside the caller's transaction, the events for every subscribed enabled endpoint of their
 * customers: nothing leaves before the commit, and a rolled-back change is never told. Sent by the outbox's
 * worker (retries with backoff, dead after the last); answers the deliveries' ids for a caller that sends them
 * at once.
 */
export const queueWebhookEvents = async (tx: DbOrTx, events: WebhookEvent[]): Promise<number[]> => {
  const ids: number[] = [];
  const types = [...new Set(events.map((event) => event.type))];
  for (const type of types) {
    const ofType = events
      .filter((event) => event.type === type)
      .map((event) => ({ userId: event.userId, data: event.data }));
    const rows = sql`select m."userId" as user_id, m.data
      from jsonb_to_recordset(${JSON.stringify(ofType)}::jsonb) as m("userId" int, data jsonb)`;
    const queued = await selectRows<{ id: number }>(tx, webhookEventsSql(type, rows));
    ids.push(...queued.map((row) => Number(row.id)));
  }
  return ids;
};

/** One event to one endpoint whatever it subscribed to (the test event): answers its delivery and event id. */
export const queueEventTo = async (
  tx: DbOrTx,
  endpointId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  at: Date,
): Promise<{ deliveryId: number; eventId: string }> => {
  const eventId = `evt_${randomBytes(16).toString('hex')}`;
  const payload: StoredWebhook = {
    endpointId,
    eventId,
    type,
    created: Math.floor(at.getTime() / 1000),
    data,
  };
  const [deliveryId] = await queueDeliveries(tx, 'webhook', [{ payload }], { at });
  return { deliveryId: deliveryId!, eventId };
};
