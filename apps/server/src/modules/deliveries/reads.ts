import type { DeliveryKind, DeliveryState } from '@simportal/contract/api/deliveries';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { deliveries } from './schema.ts';

export interface DeliveryCount {
  kind: DeliveryKind;
  state: DeliveryState;
  count: number;
}

/**
 * How many deliveries each kind holds in each state: what /metrics reports (simportal_queue_jobs), read at each
 * scrape on the (kind, state) index rather than the rows.
 */
export const countDeliveriesByState = async (db: DbOrTx): Promise<DeliveryCount[]> =>
  db
    .select({ kind: deliveries.kind, state: deliveries.state, count: count() })
    .from(deliveries)
    .groupBy(deliveries.kind, deliveries.state);

/** The newest deliveries of a kind (the dev mailbox's mails), with their payloads for the kind to read. */
export const latestDeliveries = (db: DbOrTx, kind: DeliveryKind, limit: number) =>
  db
    .select({
      id: deliveries.id,
      state: deliveries.state,
      payload: deliveries.payload,
      createdAt: deliveries.createdAt,
    })
    .from(deliveries)
    .where(eq(deliveries.kind, kind))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(limit);

/**
 * The newest payload of a kind that holds every field of `match` (jsonb containment), or undefined: the kind's
 * code finds one of its deliveries again by what it put in it (a webhook event to redeliver, by its endpoint and
 * event id).
 */
export const findDeliveryPayload = async (
  db: DbOrTx,
  kind: DeliveryKind,
  match: Record<string, string | number>,
): Promise<unknown> =>
  (
    await db
      .select({ payload: deliveries.payload })
      .from(deliveries)
      .where(and(eq(deliveries.kind, kind), sql`${deliveries.payload} @> ${JSON.stringify(match)}::jsonb`))
      .orderBy(desc(deliveries.id))
      .limit(1)
  )[0]?.payload;

/**
 * Deletes, inside the caller's transaction, every delivery of `kind` whose payload names `value` under `field`
 * (the mails to an address whose account is being deleted, docs/decisions/0040). The field is a name the kind's
 * code gives, never a user's text; it is written into the statement as a literal so that an index on the
 * expression (deliveries_mail_to_idx) serves it.
 */
export const forgetDeliveries = async (tx: DbOrTx, kind: DeliveryKind, field: string, value: string) => {
  if (!/^[a-zA-Z]+$/.test(field)) throw new Error(`not a payload field name: ${field}`);
  await tx
    .delete(deliveries)
    .where(
      and(eq(deliveries.kind, kind), sql`${deliveries.payload} ->> ${sql.raw(`'${field}'`)} = ${value}`),
    );
};

/**
 * The failed and given-up (dead) deliveries counted by kind, as a relation of one row (carrier_failed,
 * carrier_dead, mail_failed, mail_dead) for another module's statement (the dashboard's queues, one round trip):
 * read on deliveries_failed_idx, few rows beside the delivered ones.
 */
export const failedDeliveryCountsSql = (): SQL =>
  sql`(select
        count(*) filter (where kind = 'carrier_command' and state = 'failed') as carrier_failed,
        count(*) filter (where kind = 'carrier_command' and state = 'dead') as carrier_dead,
        count(*) filter (where kind = 'mail' and state = 'failed') as mail_failed,
        count(*) filter (where kind = 'mail' and state = 'dead') as mail_dead,
        count(*) filter (where kind = 'push' and state = 'failed') as push_failed,
        count(*) filter (where kind = 'push' and state = 'dead') as push_dead,
        count(*) filter (where kind = 'webhook' and state = 'failed') as webhook_failed,
        count(*) filter (where kind = 'webhook' and state = 'dead') as webhook_dead
      from deliveries where state in ('failed', 'dead'))`;

/**
 * Of these ordering keys, those with a delivery not delivered yet (queued, sending, failed or dead): the later
 * ones of such a key wait behind it. Reconciliation leaves a card alone while one of its commands is on its way
 * (decision 0095). One statement on deliveries_ordering_idx.
 */
export const keysWithUndelivered = async (db: DbOrTx, keys: readonly string[]): Promise<Set<string>> => {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: deliveries.orderingKey })
    .from(deliveries)
    .where(
      and(
        sql`${deliveries.orderingKey} = any(${sql.param([...keys])}::text[])`,
        inArray(deliveries.state, ['queued', 'sending', 'failed', 'dead']),
      ),
    );
  return new Set(rows.map((row) => row.key!));
};

/** The state of each of these deliveries, by id (an id the outbox no longer holds is absent). */
export const deliveryStatesOf = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, DeliveryState>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveries.id, state: deliveries.state })
    .from(deliveries)
    .where(inArray(deliveries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.state]));
};
