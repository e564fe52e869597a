import type { CarrierAction, CarrierAdapter, CarrierCard } from './carrier-adapter.ts';

/** One instruction the simulated network received. */
export interface CarrierInstruction extends CarrierCard {
  action: CarrierAction;
  at: Date;
}

export interface CarrierSimulator extends CarrierAdapter {
  /** What it was told, oldest first (the newest `capacity` instructions). */
  readonly received: readonly CarrierInstruction[];
  /** The instructions about one card, oldest first. */
  receivedFor(cardId: number): CarrierInstruction[];
  /** Makes the next `count` calls fail, to exercise the retry path in tests. */
  failNext(count?: number): void;
}

/**
 * The embedded default carrier: a simulator, not a network. It accepts every instruction, remembers it in
 * memory (the durable record is the carrier_commands table) and answers at once. Deterministic: no delays,
 * no random failures unless a test asks for them with failNext().
 */
export const createCarrierSimulator = (options: { capacity?: number; now?: () => Date } = {}) => {
  const capacity = options.capacity ?? 1000;
  const now = options.now ?? (() => new Date());
  const received: CarrierInstruction[] = [];
  let failures = 0;

  const record = (action: CarrierAction) => async (card: CarrierCard) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error(`carrier simulator: ${action} of card ${card.cardId} refused (failNext)`);
    }
    received.push({ action, cardId: card.cardId, iccid: card.iccid, at: now() });
    if (received.length > capacity) received.splice(0, received.length - capacity);
  };

  const simulator: CarrierSimulator = {
    name: 'simulator',
    received,
    receivedFor: (cardId) => received.filter((instruction) => instruction.cardId === cardId),
    failNext: (count = 1) => {
      failures += count;
    },
    pause: record('PAUSE'),
    resume: record('RESUME'),
    terminate: record('TERMINATE'),
    throttle: record('THROTTLE'),
    unthrottle: record('UNTHROTTLE'),
  };
  return simulator;
};
