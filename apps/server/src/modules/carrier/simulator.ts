import { appendFileSync } from 'node:fs';
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

export interface CarrierSimulatorOptions {
  capacity?: number;
  now?: () => Date;
  /** Also append each instruction received to this file as a JSON line (CARRIER_SIMULATOR_LOG): what another
   * process, e.g. a test that kills and restarts the server, can read. */
  logFile?: string;
  /** Refuse the first N calls (CARRIER_SIMULATOR_FAIL_FIRST), as failNext(N) does. */
  failFirst?: number;
}

/**
 * The embedded default carrier: a simulator, not a network. It accepts every instruction, remembers it in
 * memory (the durable record is its delivery in the outbox) and answers at once. Deterministic: no delays,
 * no random failures unless asked for (failNext(), or `failFirst`).
 */
export const createCarrierSimulator = (options: CarrierSimulatorOptions = {}) => {
  const capacity = options.capacity ?? 1000;
  const now = options.now ?? (() => new Date());
  const received: CarrierInstruction[] = [];
  let failures = options.failFirst ?? 0;

  const record = (action: CarrierAction) => async (card: CarrierCard) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error(`carrier simulator: ${action} of card ${card.cardId} refused (failNext)`);
    }
    const instruction = { action, cardId: card.cardId, iccid: card.iccid, at: now() };
    received.push(instruction);
    if (options.logFile) appendFileSync(options.logFile, `${JSON.stringify(instruction)}\n`);
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
