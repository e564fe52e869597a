import { CARRIER_ACTIONS, type CarrierCommandDetails } from '@simportal/contract/api/deliveries';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { deliveryHandler, queueDeliveries, queueDeliveriesSql } from '../deliveries/index.ts';
import { type CarrierAction, type CarrierCard, sendToCarrier } from './carrier-adapter.ts';

/** What a carrier command's delivery holds: the card as the carrier knows it (ICCID), and the action. */
const carrierCommandPayload = z.object({
  cardId: z.int().positive(),
  /** Copied from the card: the carrier knows cards by ICCID. */
  iccid: z.string(),
  action: z.enum(CARRIER_ACTIONS),
});
type CarrierCommand = z.infer<typeof carrierCommandPayload>;

/** A card's commands share an ordering key, so they reach the carrier in the order they were decided. */
const CARD_KEY_PREFIX = 'card:';

/** The ordering key of a card's commands in the outbox. */
export const cardCommandKey = (cardId: number) => `${CARD_KEY_PREFIX}${cardId}`;

/**
 * Records, inside the caller's transaction, what the carrier must be told about a card: a delivery of kind
 * carrier_command (modules/deliveries). Nothing reaches the carrier until the transaction commits and it is
 * delivered (deliverNow right after the commit, or the delivery worker). Answers its delivery id.
 */
export const queueCarrierCommand = async (
  tx: DbOrTx,
  card: CarrierCard,
  action: CarrierAction,
): Promise<number> => {
  const [id] = await queueCarrierCommands(tx, [{ card, action }]);
  return id!;
};

/** queueCarrierCommand for several cards in one statement (reconciliation's batch): the ids in order. */
export const queueCarrierCommands = (
  tx: DbOrTx,
  commands: readonly { card: CarrierCard; action: CarrierAction }[],
): Promise<number[]> =>
  queueDeliveries(
    tx,
    'carrier_command',
    commands.map(({ card, action }) => {
      const payload: CarrierCommand = { cardId: card.cardId, iccid: card.iccid, action };
      return { orderingKey: cardCommandKey(card.cardId), payload };
    }),
  );

/**
 * The set-based queueCarrierCommand, for a statement that changes many cards at once (the daily run's
 * suspensions): an INSERT … SELECT to sit in the caller's `with` list, queueing `action` for every row of
 * `cards` (a CTE or table expression with the card's `id` and `iccid`) and returning the new deliveries' ids.
 */
export const queueCarrierCommandsSql = (cards: SQL, action: CarrierAction, at: Date): SQL =>
  queueDeliveriesSql(
    'carrier_command',
    sql`select ${CARD_KEY_PREFIX}::text || c.id::text as ordering_key,
          jsonb_build_object('cardId', c.id, 'iccid', c.iccid, 'action', ${action}::text) as payload
        from ${cards} c`,
    at,
  );

/**
 * How the outbox sends a carrier command: through the CarrierAdapter (every process can). `cardNumbersOf` is the
 * sims module's, handed in by app-context.ts (sims queues commands, so carrier cannot import it back): the admin
 * list names a card by its number.
 */
export const carrierCommandHandler = (
  cardNumbersOf: (db: DbOrTx, cardIds: number[]) => Promise<Map<number, string>>,
) =>
  deliveryHandler('carrier_command', {
    payload: carrierCommandPayload,
    canSend: () => true,
    send: async (ctx, command) => {
      // what the network saw of it (the simulator's attach after a RESUME) is pulled when the doctor is asked
      // (commands/connection-doctor.ts), not after each command: the daily run sends tens of thousands
      await sendToCarrier(ctx.carrier, command.action, { cardId: command.cardId, iccid: command.iccid });
    },
    retryable: () => true,
    describe: async (db, commands): Promise<CarrierCommandDetails[]> => {
      const numbers = await cardNumbersOf(db, [...new Set(commands.map((command) => command.cardId))]);
      return commands.map((command) => ({
        cardId: command.cardId,
        cardNumber: numbers.get(command.cardId) ?? '',
        action: command.action,
      }));
    },
  });
