import type { CarrierAction } from '@simportal/contract/api/deliveries';
import type { NetworkCardState } from '@simportal/contract/api/network';
import type { NetworkDifferenceAspect, NetworkDifferenceValue } from '@simportal/contract/api/network-admin';
import type { CarrierCardState } from './carrier-adapter.ts';

/** What the portal wants of a card at the network (sims' wantedNetworkStates, handed in: decision 0095). */
export interface WantedCardState {
  cardId: number;
  iccid: string;
  state: NetworkCardState;
  throttled: boolean;
}

/** One way a card differs, and the command that sends the portal's side again. */
export interface CardDifference {
  aspect: NetworkDifferenceAspect;
  wanted: NetworkDifferenceValue;
  found: NetworkDifferenceValue;
  action: CarrierAction;
}

/** The command that brings the network to the portal's state: each state has one. */
const SEND_STATE: Record<NetworkCardState, CarrierAction> = {
  active: 'RESUME',
  paused: 'PAUSE',
  terminated: 'TERMINATE',
};

/**
 * How a card differs between the portal and the platform: its state (any inequality: the portal's state is sent
 * again, even to a card the platform terminated, whose refusal then shows under Failed deliveries), and its speed,
 * compared only when the platform reports one (`throttled` not null) and neither side has the card terminated.
 * Where the network cannot terminate (`terminates` false), a terminated card found paused agrees.
 */
export const compareCard = (
  wanted: WantedCardState,
  network: CarrierCardState,
  options: { terminates: boolean } = { terminates: true },
): CardDifference[] => {
  const differences: CardDifference[] = [];
  // a network with no terminate (Super SIM, decision 0093) holds a terminated card as paused: that agrees
  const agrees =
    wanted.state === network.state ||
    (!options.terminates && wanted.state === 'terminated' && network.state === 'paused');
  if (!agrees) {
    differences.push({
      aspect: 'state',
      wanted: wanted.state,
      found: network.state,
      action: SEND_STATE[wanted.state],
    });
  }
  const speedMatters =
    network.throttled !== null && wanted.state !== 'terminated' && network.state !== 'terminated';
  if (speedMatters && wanted.throttled !== network.throttled) {
    differences.push({
      aspect: 'speed',
      wanted: wanted.throttled ? 'throttled' : 'full',
      found: network.throttled ? 'throttled' : 'full',
      action: wanted.throttled ? 'THROTTLE' : 'UNTHROTTLE',
    });
  }
  return differences;
};
