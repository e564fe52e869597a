import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/database.ts';
import { carrierCommands } from '../../db/schema.ts';
import { type CarrierAction, type CarrierCard, sendToCarrier } from './carrier-adapter.ts';

/** Where delivery problems are reported; Fastify's request logger or console. */
interface Log {
  info(payload: object, message: string): void;
  error(payload: object, message: string): void;
}

/**
 * Records, inside the caller's transaction, what the carrier must be told. Nothing reaches the carrier until
 * the transaction commits and the caller passes the id to deliverCarrierCommands: a rolled-back change is
 * never announced, and a committed one is never lost (it stays PENDING or FAILED until delivered).
 */
export const queueCarrierCommand = async (
  tx: DbOrTx,
  card: CarrierCard,
  action: CarrierAction,
): Promise<number> => {
  const [row] = await tx
    .insert(carrierCommands)
    .values({ cardId: card.cardId, iccid: card.iccid, action })
    .returning({ id: carrierCommands.id });
  return row!.id;
};

/**
 * Sends the given commands (those not yet DONE) to ctx.carrier, one after the other, and records each
 * outcome. Never throws: the customer's change is committed whatever the network says; a FAILED command keeps
 * its error for redeliverCarrierCommands. Delivery is at least once, so carrier actions must be idempotent.
 */
export const deliverCarrierCommands = async (ctx: AppContext, ids: number[], log: Log = console) => {
  if (ids.length === 0) return;
  try {
    const commands = await ctx.database.db
      .select()
      .from(carrierCommands)
      .where(and(inArray(carrierCommands.id, ids), ne(carrierCommands.status, 'DONE')))
      .orderBy(asc(carrierCommands.id));
    for (const command of commands) {
      const card = { cardId: command.cardId, iccid: command.iccid };
      const attempts = command.attempts + 1;
      try {
        await sendToCarrier(ctx.carrier, command.action as CarrierAction, card);
        await ctx.database.db
          .update(carrierCommands)
          .set({ status: 'DONE', attempts, lastError: null, deliveredAt: ctx.clock.now() })
          .where(eq(carrierCommands.id, command.id));
        log.info(
          { carrier: ctx.carrier.name, commandId: command.id, action: command.action, cardId: card.cardId },
          'carrier notified',
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await ctx.database.db
          .update(carrierCommands)
          .set({ status: 'FAILED', attempts, lastError: message.slice(0, 1000) })
          .where(eq(carrierCommands.id, command.id));
        log.error(
          {
            carrier: ctx.carrier.name,
            commandId: command.id,
            action: command.action,
            cardId: card.cardId,
            err: message,
          },
          'carrier notification failed; it stays FAILED for redelivery',
        );
      }
    }
  } catch (error) {
    log.error({ err: error, commandIds: ids }, 'carrier notifications could not be read or recorded');
  }
};

/** Retries the oldest undelivered commands (PENDING or FAILED); for a scheduled job. Returns how many were tried. */
export const redeliverCarrierCommands = async (ctx: AppContext, log: Log = console, limit = 100) => {
  const pending = await ctx.database.db
    .select({ id: carrierCommands.id })
    .from(carrierCommands)
    .where(ne(carrierCommands.status, 'DONE'))
    .orderBy(asc(carrierCommands.id))
    .limit(limit);
  await deliverCarrierCommands(
    ctx,
    pending.map((row) => row.id),
    log,
  );
  return pending.length;
};
