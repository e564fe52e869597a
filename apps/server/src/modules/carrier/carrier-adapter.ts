/**
 * The seam between the portal and the mobile network (the carrier). The portal decides; the carrier is told
 * afterwards, outside any database transaction (see carrier-commands.ts). A real carrier's API sits behind
 * this interface; the embedded default is the CarrierSimulator (simulator.ts).
 */
import type { CarrierAction } from '@simportal/contract/api/deliveries';
import type { Network, NetworkCardState, ThrottleEffect } from '@simportal/contract/api/network';
import type { IncomingNetworkEvent } from './network-events.ts';

export { CARRIER_ACTIONS, type CarrierAction } from '@simportal/contract/api/deliveries';

/** How the carrier knows a card: by its ICCID; the portal's id travels along for logs. */
export interface CarrierCard {
  cardId: number;
  iccid: string;
}

/** A card as the platform has it, for reconciliation (decision 0093). */
export interface CarrierCardState {
  iccid: string;
  state: NetworkCardState;
  /** Null where the platform cannot say (it has no throttle of its own). */
  throttled: boolean | null;
}

/** A day's traffic of a card in a country, as a network's usage API gives it (the usage import's row). */
export interface NetworkUsageRow {
  iccid: string;
  /** ISO date: the business day (BILLING_TZ). */
  day: string;
  /** ISO 3166-1 alpha-2, upper case. */
  regionCode: string;
  regionName: string;
  /** The day's total in that country, KB (not an increment). */
  usedKb: number;
}

/** An eSIM profile the platform prepared, ready to be given to a customer (installed from its activation code). */
export interface PlatformEsimProfile {
  iccid: string;
  /** The SM-DP+ address (an FQDN). */
  smDpAddress: string;
  matchingId: string;
}

/** eSIM profiles made on demand by the platform (decision 0093): the portal's stock is filled from them. */
export interface EsimProfileSupply {
  /** The profiles prepared and not yet downloaded by any phone, a page at a time. */
  available(): AsyncIterable<PlatformEsimProfile[]>;
  /** How many the platform is still preparing. */
  preparing(): Promise<number>;
  /** Asks the platform to prepare `count` more (each with a matching ID, for any phone). */
  reserve(count: number): Promise<void>;
  /** What the platform says of these eSIMs' profiles (downloaded, installed, failed), as network events. */
  statuses(iccids: readonly string[]): Promise<IncomingNetworkEvent[]>;
}

export interface CarrierAdapter {
  /** Names the implementation in logs and on the screens (CARRIER). */
  readonly name: Network;
  /** What `throttle` really does on this network: the shop and the card pages word a THROTTLE plan by it. */
  readonly throttleEffect: ThrottleEffect;
  /** False where the network has no terminate and a terminated card stays paused there (Super SIM). */
  readonly terminates: boolean;
  /** Stop the card's data service (Stop Billing, or a card suspended for lack of credit). */
  pause(card: CarrierCard): Promise<void>;
  /** Restore the card's data service. */
  resume(card: CarrierCard): Promise<void>;
  /** End the card's service for good: the customer deleted it. */
  terminate(card: CarrierCard): Promise<void>;
  /**
   * Slow the card's data down to the carrier's restricted speed: the card used up its allowance and its plan's
   * restrict rule is THROTTLE (modules/usage/allowance-check.ts). Independent of pause/resume: a throttled card
   * that is paused and resumed stays throttled.
   */
  throttle(card: CarrierCard): Promise<void>;
  /** Lift the throttle: a new allowance period began, or an add-on raised the allowance above the use. */
  unthrottle(card: CarrierCard): Promise<void>;
  /**
   * Every card the platform holds, a page at a time (reconciliation compares them with the portal's). Pages are
   * read one after the other; the adapter honours the platform's rate limits between them.
   */
  cardStates(): AsyncIterable<CarrierCardState[]>;
  /**
   * The network's events since the last call, for a platform that does not push them (and the simulator);
   * undefined where events arrive pushed to a webhook sink (Twilio's Event Streams).
   */
  pullEvents?(): Promise<IncomingNetworkEvent[]>;
  /**
   * Every card's traffic on the business days `days` (in `timeZone`), for a platform with a usage API; undefined
   * where usage arrives as files (the CSV import) or from the usage simulator.
   */
  usage?(days: readonly string[], timeZone: string): Promise<NetworkUsageRow[]>;
  /** eSIM profiles on demand, for a platform that makes them; undefined where profiles are imported as files. */
  esimProfiles?: EsimProfileSupply;
}

declare module '../../app-context.ts' {
  interface AppContext {
    /** The mobile network's side: told after commit when a card is paused or deleted (embedded: a simulator). */
    carrier: CarrierAdapter;
  }
}

/** Calls the adapter method of an action. */
export const sendToCarrier = (carrier: CarrierAdapter, action: CarrierAction, card: CarrierCard) => {
  switch (action) {
    case 'PAUSE':
      return carrier.pause(card);
    case 'RESUME':
      return carrier.resume(card);
    case 'TERMINATE':
      return carrier.terminate(card);
    case 'THROTTLE':
      return carrier.throttle(card);
    case 'UNTHROTTLE':
      return carrier.unthrottle(card);
  }
};
