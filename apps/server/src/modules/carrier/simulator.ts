import { appendFileSync } from 'node:fs';
import type { NetworkCardState } from '@simportal/contract/api/network';
import type { CarrierAction, CarrierAdapter, CarrierCard, CarrierCardState } from './carrier-adapter.ts';
import type { IncomingNetworkEvent } from './network-events.ts';

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
  /** Sets a card's state on the simulated network behind the portal's back (reconciliation's tests). */
  setState(iccid: string, state: NetworkCardState, throttled?: boolean): void;
  /** Queues events as if the network had seen them (scripted faults), for the next pullEvents. */
  emit(...events: IncomingNetworkEvent[]): void;
  /**
   * Scripts a card's fault (the demo's, the journeys'): from now on, each time the card is resumed the network
   * sees the fault's events instead of an attach and a data session. `country`: where the device is.
   */
  scriptFault(iccid: string, fault: SimulatedFault, country?: string | null): void;
}

/**
 * What a scripted card's device does when the card is resumed: attaches but never opens a data session (data
 * roaming off), is refused by the visited network, asks for an access point the network does not know, refuses
 * the eSIM profile (locked to another carrier), or nothing at all (an eSIM never installed, no coverage).
 */
export const SIMULATED_FAULTS = [
  'roaming_off',
  'network_not_allowed',
  'wrong_apn',
  'device_locked',
  'silent',
] as const;
export type SimulatedFault = (typeof SIMULATED_FAULTS)[number];

type Step = [IncomingNetworkEvent['kind'], IncomingNetworkEvent['cause']];

/** A healthy device on a resumed card: it attaches and opens a data session. */
const CONNECTS: Step[] = [
  ['attach_accepted', null],
  ['session_started', null],
];

/** Each fault's events, in the order the network sees them. */
const FAULT_STEPS: Record<SimulatedFault, Step[]> = {
  roaming_off: [['attach_accepted', null]],
  network_not_allowed: [['attach_rejected', 'network_not_allowed']],
  wrong_apn: [
    ['attach_accepted', null],
    ['session_failed', 'wrong_apn'],
  ],
  device_locked: [
    ['profile_downloaded', null],
    ['profile_failed', 'device_locked'],
  ],
  silent: [],
};

/** The name the simulated network gives itself in events (the screens say it is a simulator). */
export const SIMULATED_NETWORK_NAME = 'Simulator';

/** Pages of this many cards, as a platform's list would come. */
const STATE_PAGE = 500;

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
 * no random failures unless asked for (failNext(), or `failFirst`). It speaks the real adapters' language
 * (decision 0094): it holds each card's state for reconciliation and records the events a device would cause
 * (a paused card's next attach is rejected), plus scripted faults (`emit`), for the connection doctor.
 */
export const createCarrierSimulator = (options: CarrierSimulatorOptions = {}) => {
  const capacity = options.capacity ?? 1000;
  const now = options.now ?? (() => new Date());
  const received: CarrierInstruction[] = [];
  let failures = options.failFirst ?? 0;
  // what the simulated network holds of each card it was told about, and its events not yet pulled
  const states = new Map<string, CarrierCardState>();
  let pending: IncomingNetworkEvent[] = [];
  const scripts = new Map<string, { fault: SimulatedFault; country: string | null }>();
  let sequence = 0;
  /** One event; the `step`-th of a sequence happens a millisecond after the one before (the doctor orders by time). */
  const event = (
    card: CarrierCard,
    kind: IncomingNetworkEvent['kind'],
    at: Date,
    cause: IncomingNetworkEvent['cause'] = null,
    step = 0,
  ): IncomingNetworkEvent => {
    sequence += 1;
    const occurredAt = new Date(at.getTime() + step);
    return {
      sourceEventId: `sim-${occurredAt.getTime()}-${sequence}`,
      iccid: card.iccid,
      kind,
      occurredAt,
      networkName: SIMULATED_NETWORK_NAME,
      country: scripts.get(card.iccid)?.country ?? null,
      cause,
      detail: null,
    };
  };
  /** What the network does on each action: its state, and the events a device near it would cause. */
  const apply = (action: CarrierAction, card: CarrierCard, at: Date) => {
    const state = states.get(card.iccid) ?? { iccid: card.iccid, state: 'active', throttled: false };
    switch (action) {
      case 'PAUSE':
      case 'TERMINATE':
        state.state = action === 'PAUSE' ? 'paused' : 'terminated';
        pending.push(
          event(card, 'session_ended', at),
          event(card, 'attach_rejected', at, 'card_inactive', 1),
        );
        break;
      case 'RESUME': {
        state.state = 'active';
        const script = scripts.get(card.iccid);
        const steps = script ? FAULT_STEPS[script.fault] : CONNECTS;
        pending.push(...steps.map(([kind, cause], index) => event(card, kind, at, cause, index)));
        break;
      }
      case 'THROTTLE':
      case 'UNTHROTTLE':
        state.throttled = action === 'THROTTLE';
        break;
    }
    states.set(card.iccid, state);
  };

  const record = (action: CarrierAction) => async (card: CarrierCard) => {
    if (failures > 0) {
      failures -= 1;
      throw new Error(`carrier simulator: ${action} of card ${card.cardId} refused (failNext)`);
    }
    const instruction = { action, cardId: card.cardId, iccid: card.iccid, at: now() };
    received.push(instruction);
    apply(action, card, instruction.at);
    if (options.logFile) appendFileSync(options.logFile, `${JSON.stringify(instruction)}\n`);
    if (received.length > capacity) received.splice(0, received.length - capacity);
  };

  const simulator: CarrierSimulator = {
    name: 'simulator',
    throttleEffect: 'speed',
    terminates: true,
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
    setState: (iccid, state, throttled = false) => {
      states.set(iccid, { iccid, state, throttled });
    },
    emit: (...events) => {
      pending.push(...events);
    },
    scriptFault: (iccid, fault, country = null) => {
      scripts.set(iccid, { fault, country });
    },
    cardStates: async function* () {
      const all = [...states.values()].map((state) => ({ ...state }));
      for (let start = 0; start < all.length; start += STATE_PAGE) yield all.slice(start, start + STATE_PAGE);
    },
    pullEvents: async () => {
      const events = pending;
      pending = [];
      return events;
    },
  };
  return simulator;
};
