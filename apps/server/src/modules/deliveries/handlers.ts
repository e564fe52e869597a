import type { DeliveryDetails, DeliveryKind } from '@simportal/contract/api/deliveries';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';

/**
 * What a kind of delivery is, told by the module whose domain it is (modules/carrier, modules/mail): how its
 * payload looks and how it is sent. The outbox itself (claim, lease, backoff, dead) knows no kind; app.ts
 * registers one handler per kind, so the modules that queue never import the outbox's readers back.
 */
export interface DeliveryHandlerSpec<K extends DeliveryKind, P> {
  /** The payload as the kind queues it; a stored one that does not fit is given up at once. */
  payload: z.ZodType<P>;
  /** Whether this process can send the kind (mail: only with SMTP). If not, it is queued `kept` and never claimed. */
  canSend(ctx: AppContext): boolean;
  /** Sends it; a rejection is a failed try (retried with backoff, dead after the last). */
  send(ctx: AppContext, payload: P): Promise<void>;
  /** What stays of the payload once it will not be sent again (delivered, or withdrawn): a mail loses its body. */
  spent?(payload: P): P;
  /** Whether an administrator may send it again (a mail whose body was withdrawn may not). */
  retryable(payload: P): boolean;
  /** The kind's part of the admin list's entries, one per payload, in order. */
  describe(db: DbOrTx, payloads: P[]): Promise<DeliveryDetails[K][]>;
}

/** A handler as the outbox uses it: every payload read from the table goes through the kind's schema first. */
export interface DeliveryHandler<K extends DeliveryKind = DeliveryKind> {
  kind: K;
  canSend(ctx: AppContext): boolean;
  send(ctx: AppContext, payload: unknown): Promise<void>;
  spent(payload: unknown): unknown;
  retryable(payload: unknown): boolean;
  /** The kind's part of the list's entries, in order; null for a payload that does not fit (nothing to show). */
  describe(db: DbOrTx, payloads: unknown[]): Promise<(DeliveryDetails[K] | null)[]>;
}

/** Every kind's handler: a kind without one does not compile. */
export type DeliveryHandlers = { [K in DeliveryKind]: DeliveryHandler<K> };

declare module '../../app-context.ts' {
  interface AppContext {
    /** How the outbox sends each kind of delivery, told by the module whose domain it is (the composition root registers them). */
    deliveryHandlers: DeliveryHandlers;
  }
}

/** A stored payload its kind's schema refuses: no try can send it, so it is given up at once. */
export class UnfitPayload extends Error {}

/** A handler from its spec, validating each stored payload by the kind's schema before it is used. */
export const deliveryHandler = <K extends DeliveryKind, P>(
  kind: K,
  spec: DeliveryHandlerSpec<K, P>,
): DeliveryHandler<K> => {
  const parse = (payload: unknown): P => {
    const parsed = spec.payload.safeParse(payload);
    if (!parsed.success) throw new UnfitPayload(`not a ${kind} payload: ${parsed.error.message}`);
    return parsed.data;
  };
  return {
    kind,
    canSend: spec.canSend,
    send: (ctx, payload) => spec.send(ctx, parse(payload)),
    spent: (payload) => (spec.spent ? spec.spent(parse(payload)) : payload),
    retryable: (payload) => spec.payload.safeParse(payload).success && spec.retryable(parse(payload)),
    describe: async (db, payloads) => {
      const parsed = payloads.map((payload) => spec.payload.safeParse(payload));
      const described = await spec.describe(
        db,
        parsed.flatMap((result) => (result.success ? [result.data] : [])),
      );
      return parsed.map((result) => (result.success ? described.shift()! : null));
    },
  };
};
