import {
  DELIVERY_KINDS,
  type DeliveryKind,
  type DeliveryRetryResult,
  FAILED_DELIVERIES_LIMIT,
  type FailedDeliveries,
  type FailedDelivery,
} from '@simportal/contract/api/deliveries';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { quietChild } from '../../log.ts';
import { deliverNow } from './deliver.ts';
import { deliveries } from './schema.ts';

interface FailedRow {
  id: number | string;
  kind: DeliveryKind;
  payload: unknown;
  state: 'failed' | 'dead';
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  waiting_behind: number | string;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * Each row as the list shows it: the common part, then its kind's own part from the kind's handler. A row whose
 * payload fits no kind (given up at its first try: it can never be sent) has nothing to show: it is logged by id
 * and left out, so one bad row never hides the rest.
 */
const presentFailed = async (ctx: AppContext, db: DbOrTx, rows: FailedRow[]): Promise<FailedDelivery[]> => {
  const details = new Map<FailedRow, object>();
  for (const kind of DELIVERY_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const described = await ctx.deliveryHandlers[kind].describe(
      db,
      ofKind.map((row) => row.payload),
    );
    ofKind.forEach((row, i) => {
      if (described[i]) details.set(row, described[i]);
    });
  }
  const unfit = rows.filter((row) => !details.has(row)).map((row) => Number(row.id));
  if (unfit.length > 0) ctx.log.error({ deliveryIds: unfit }, 'deliveries whose payload fits no kind');
  return rows
    .filter((row) => details.has(row))
    .map(
      (row) =>
        ({
          id: Number(row.id),
          kind: row.kind,
          state: row.state,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: isoOf(row.created_at),
          nextAttemptAt: row.state === 'failed' ? isoOf(row.next_attempt_at) : null,
          waitingBehind: Number(row.waiting_behind),
          retryable: ctx.deliveryHandlers[row.kind].retryable(row.payload),
          ...details.get(row),
        }) as FailedDelivery,
    );
};

/**
 * What an administrator must see: the newest deliveries of every kind that failed (and are being retried) or
 * were given up, each with its error; for one with an ordering key (a card's command), how many later ones of its
 * key wait behind it.
 */
export const listFailedDeliveries = async (ctx: AppContext): Promise<FailedDeliveries> => {
  const rows = await selectRows<FailedRow>(
    ctx.database.db,
    sql`select d.id, d.kind, d.payload, d.state, d.attempts, d.last_error, d.created_at, d.next_attempt_at,
          case when d.ordering_key is null then 0
               else (select count(*) from deliveries w
                     where w.ordering_key = d.ordering_key and w.id > d.id and w.state <> 'delivered')
          end as waiting_behind
        from deliveries d
        where d.state in ('failed', 'dead')
        order by d.id desc
        limit ${FAILED_DELIVERIES_LIMIT}`,
  );
  return { deliveries: await presentFailed(ctx, ctx.database.db, rows) };
};

/**
 * Puts a failed or given-up delivery back in the queue with a fresh count of tries, inside the caller's
 * transaction (where the retry's audit row is written), and answers it as it was. Not found → not_found; any
 * other state (delivered, being sent, kept), a payload that cannot be sent again (a withdrawn code) or a kind this
 * process cannot send (mail without SMTP) → illegal_status_transition.
 */
export const requeueDelivery = async (ctx: AppContext, tx: DbOrTx, id: number): Promise<FailedDelivery> => {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  if (!row) throw new DomainError('not_found');
  const handler = ctx.deliveryHandlers[row.kind];
  if (
    (row.state !== 'failed' && row.state !== 'dead') ||
    !handler.canSend(ctx) ||
    !handler.retryable(row.payload)
  ) {
    throw new DomainError('illegal_status_transition', { from: row.state, to: 'queued' });
  }
  const [was] = await presentFailed(ctx, tx, [
    {
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      state: row.state,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt,
      next_attempt_at: row.nextAttemptAt,
      waiting_behind: 0,
    },
  ]);
  await tx
    .update(deliveries)
    .set({ state: 'queued', attempts: 0, nextAttemptAt: ctx.clock.now(), lockedUntil: null })
    .where(eq(deliveries.id, id));
  return was!;
};

/**
 * After requeueDelivery's commit: sends it now, then the deliveries of its key that waited behind it, in order,
 * through the usual claim. Answers its state afterwards.
 */
export const deliverRequeued = async (ctx: AppContext, id: number): Promise<DeliveryRetryResult> => {
  const { db } = ctx.database;
  const [requeued] = await db
    .select({ orderingKey: deliveries.orderingKey })
    .from(deliveries)
    .where(eq(deliveries.id, id));
  const waiting = requeued?.orderingKey
    ? await db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.orderingKey, requeued.orderingKey),
            gte(deliveries.id, id),
            inArray(deliveries.state, ['queued', 'failed']),
          ),
        )
        .orderBy(asc(deliveries.id))
    : [{ id }];
  await deliverNow(
    ctx,
    waiting.map((row) => row.id),
    quietChild(ctx.log, { work: 'delivery retry' }),
  );
  const [after] = await db.select({ state: deliveries.state }).from(deliveries).where(eq(deliveries.id, id));
  return { id, state: after!.state };
};
