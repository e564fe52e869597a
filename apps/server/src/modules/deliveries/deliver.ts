import { DELIVERY_KINDS, type DeliveryKind } from '@simportal/contract/api/deliveries';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type ClaimedDelivery, claimDeliveries } from './claim.ts';
import { UnfitPayload } from './handlers.ts';
import { lastErrorOf, retryDelayMs } from './retry-policy.ts';
import { deliveries } from './schema.ts';

/** Where delivery problems are reported: a request's logger, or the process's (pino). A success is in its row. */
export interface DeliveryLog {
  warn(payload: object, message: string): void;
  error(payload: object, message: string): void;
}

/** A delivery that failed in a round: its kind, whether it was given up, and its payload (what its kind reads). */
export interface DeliveryFailure {
  id: number;
  kind: DeliveryKind;
  givenUp: boolean;
  payload: unknown;
}

/**
 * Sends one claimed delivery through its kind's handler and records what happened: delivered (the payload
 * spent: a mail loses its body), or failed with its next try, or dead after the last try. `once`: the first
 * failure gives it up and spends the payload (a verification code whose sending failed is withdrawn: sending
 * it later would be useless). A payload its kind's schema refuses is given up at once. Answers the failure, if any.
 */
const sendClaimed = async (
  ctx: AppContext,
  delivery: ClaimedDelivery,
  log: DeliveryLog,
  once: boolean,
): Promise<DeliveryFailure | null> => {
  const handler = ctx.deliveryHandlers[delivery.kind];
  const now = ctx.clock.now();
  const meta = { deliveryId: delivery.id, kind: delivery.kind, attempts: delivery.attempts };
  try {
    await handler.send(ctx, delivery.payload);
    await ctx.database.db
      .update(deliveries)
      .set({
        state: 'delivered',
        payload: handler.spent(delivery.payload),
        lastError: null,
        lockedUntil: null,
        deliveredAt: now,
      })
      .where(eq(deliveries.id, delivery.id));
    return null;
  } catch (cause) {
    const unfit = cause instanceof UnfitPayload;
    const dead = once || unfit || delivery.attempts >= ctx.config.JOB_MAX_ATTEMPTS;
    await ctx.database.db
      .update(deliveries)
      .set({
        state: dead ? 'dead' : 'failed',
        lastError: lastErrorOf(cause),
        lockedUntil: null,
        nextAttemptAt: new Date(
          now.getTime() + retryDelayMs(delivery.attempts, ctx.config.JOB_RETRY_BASE_SECONDS),
        ),
        ...(once && !unfit ? { payload: handler.spent(delivery.payload) } : {}),
      })
      .where(eq(deliveries.id, delivery.id));
    if (dead) {
      log.error(
        { ...meta, err: cause },
        'delivery given up: an administrator can retry it from Admin Management › Failed deliveries',
      );
    } else log.warn({ ...meta, err: cause }, 'delivery failed; it is retried with backoff');
    return { id: delivery.id, kind: delivery.kind, givenUp: dead, payload: delivery.payload };
  }
};

/**
 * Claims and sends until nothing is left (or `rounds` claims were made): each round claims a batch and sends it
 * in order. A key's next delivery becomes due in the round after the previous one was delivered. Only the kinds
 * this process can send are claimed. Never throws: the change that queued them is committed whatever the
 * outside world says. Answers how many were delivered, and the failures.
 */
const deliverRounds = async (
  ctx: AppContext,
  log: DeliveryLog,
  options: { ids: number[] | null; batch: number; rounds: number; once: boolean },
): Promise<DeliveryRound> => {
  const kinds = DELIVERY_KINDS.filter((kind) => ctx.deliveryHandlers[kind].canSend(ctx));
  const outcome: DeliveryRound = { delivered: 0, failures: [] };
  try {
    for (let round = 0; round < options.rounds; round++) {
      const claimed = await claimDeliveries(ctx.database.db, {
        now: ctx.clock.now(),
        limit: options.batch,
        kinds,
        ids: options.ids,
      });
      if (claimed.length === 0) break;
      for (const delivery of claimed) {
        const failure = await sendClaimed(ctx, delivery, log, options.once);
        if (failure) outcome.failures.push(failure);
        else outcome.delivered += 1;
      }
    }
  } catch (error) {
    log.error({ err: error }, 'deliveries could not be read or recorded; the worker tries again');
  }
  return outcome;
};

/**
 * Right after the commit that queued them: sends the given deliveries now, in order, through the same claim as
 * the worker (so the two never send one delivery at once). True unless one of them failed: one kept, or held by
 * another process, is not a failure. A failed one stays for the worker's retries, unless `once`.
 */
export const deliverNow = async (
  ctx: AppContext,
  ids: number[],
  log: DeliveryLog = ctx.log,
  options: { once?: boolean } = {},
): Promise<boolean> => {
  if (ids.length === 0) return true;
  const { failures } = await deliverRounds(ctx, log, {
    ids,
    batch: ids.length,
    rounds: ids.length,
    once: options.once ?? false,
  });
  return failures.length === 0;
};

/** What a round of sending did: how many were delivered, and each that failed. */
export interface DeliveryRound {
  delivered: number;
  failures: DeliveryFailure[];
}

/** The delivery worker's round: every due delivery, oldest first, `batch` at a time; what it delivered and what failed. */
export const deliverDueRound = (
  ctx: AppContext,
  log: DeliveryLog = ctx.log,
  batch = 100,
): Promise<DeliveryRound> => deliverRounds(ctx, log, { ids: null, batch, rounds: 10, once: false });

/** deliverDueRound, answering how many were sent. */
export const deliverDue = async (ctx: AppContext, log: DeliveryLog = ctx.log, batch = 100) =>
  (await deliverDueRound(ctx, log, batch)).delivered;
