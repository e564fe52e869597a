import type { DeliveryKind } from '@simportal/contract/api/deliveries';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, timestamptz } from '../../db/database.ts';
import { deliveries } from './schema.ts';

/** One delivery to queue: its kind's payload, and its ordering key when it must wait for earlier ones. */
export interface DeliveryToQueue {
  orderingKey?: string | null;
  payload: unknown;
}

/** Rows per INSERT: a night's run queues thousands, and one statement's parameters are bounded. */
const QUEUE_BATCH = 500;

/**
 * Records, inside the caller's transaction, what must be delivered after its commit, a batch of rows per
 * statement. Nothing leaves until the transaction commits and the delivery is sent (deliverNow right after the
 * commit, or the worker): a rolled-back change is never announced, a committed one never lost. `keep`: the kind
 * has nowhere to go in this process (mail without SMTP), so the rows are `kept`, never claimed. `at` is the
 * creation time (the test clock's); the database's now() without it. Answers the ids in order.
 */
export const queueDeliveries = async (
  tx: DbOrTx,
  kind: DeliveryKind,
  items: DeliveryToQueue[],
  options: { at?: Date; keep?: boolean } = {},
): Promise<number[]> => {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += QUEUE_BATCH) {
    const rows = await tx
      .insert(deliveries)
      .values(
        items.slice(start, start + QUEUE_BATCH).map((item) => ({
          kind,
          orderingKey: item.orderingKey ?? null,
          payload: item.payload,
          state: options.keep ? ('kept' as const) : ('queued' as const),
          ...(options.at ? { createdAt: options.at } : {}),
        })),
      )
      .returning({ id: deliveries.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
};

/**
 * The set-based queueDeliveries, for a statement that changes many rows at once (the daily run's suspensions): an
 * INSERT … SELECT to sit in the caller's `with` list, queueing one delivery of `kind` for every row of `rows` (a
 * query with the columns `ordering_key` and `payload`, and `not_before` with `notBefore`: a time it waits until, or
 * null), returning the new deliveries' ids.
 */
export const queueDeliveriesSql = (
  kind: DeliveryKind,
  rows: SQL,
  at: Date,
  options: { notBefore?: boolean } = {},
): SQL =>
  options.notBefore
    ? sql`insert into deliveries (kind, ordering_key, payload, created_at, not_before)
        select ${kind}, q.ordering_key, q.payload, ${timestamptz(at)}, q.not_before from (${rows}) as q
        returning id`
    : sql`insert into deliveries (kind, ordering_key, payload, created_at)
        select ${kind}, q.ordering_key, q.payload, ${timestamptz(at)} from (${rows}) as q
        returning id`;
