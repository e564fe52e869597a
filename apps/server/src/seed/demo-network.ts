import type { AppContext } from '../app-context.ts';
import {
  type CarrierSimulator,
  recordNetworkEvents,
  SIMULATED_NETWORK_NAME,
  type SimulatedFault,
} from '../modules/carrier/index.ts';
import { demoEsimProfiles } from '../modules/esim/index.ts';
import { demoCards } from './demo-inventory.ts';

/**
 * The demo's network (issue #69, decision 0094): some demo cards carry a scripted fault, so the connection doctor,
 * the events and reconciliation show something without any network. Cards 1 to 3, 5 and 6 (no journey binds
 * them but the doctor's: e2e/connection-doctor.spec.ts): 1 connects; 2 is abroad with data roaming off; 3 is
 * refused by the visited network; 5 asks for a wrong APN; 6 is never seen (no signal). The demo eSIM profiles
 * are never installed on a phone, but the second, whose phone is locked to another carrier.
 */
export const DEMO_NETWORK_FAULTS: Record<number, { fault: SimulatedFault; country: string } | undefined> = {
  1: undefined,
  2: { fault: 'roaming_off', country: 'JP' },
  3: { fault: 'network_not_allowed', country: 'US' },
  5: { fault: 'wrong_apn', country: 'GB' },
  6: { fault: 'silent', country: 'HK' },
};
const LOCKED_ESIM_PROFILE = 2;

/** What the seed records on the unheld demo cards, for the console: the device's last visit, minutes ago. */
const SEEN: Record<
  number,
  [
    kind: 'attach_accepted' | 'attach_rejected' | 'session_started' | 'session_failed',
    cause: 'network_not_allowed' | 'wrong_apn' | null,
  ][]
> = {
  1: [
    ['attach_accepted', null],
    ['session_started', null],
  ],
  2: [['attach_accepted', null]],
  3: [['attach_rejected', 'network_not_allowed']],
  5: [
    ['attach_accepted', null],
    ['session_failed', 'wrong_apn'],
  ],
};

const isSimulator = (carrier: AppContext['carrier']): carrier is CarrierSimulator =>
  carrier.name === 'simulator' && 'scriptFault' in carrier;

/**
 * At every start with SEED_DEMO: scripts the faults into the simulator (each activation of a scripted card
 * replays its fault for the card's holder then, through the pull after the RESUME), and records the faults of the
 * unheld demo cards once (deterministic source ids: a restart adds nothing), which the console shows. A real
 * network (CARRIER) is left alone.
 */
export const seedDemoNetwork = async (ctx: AppContext) => {
  if (!isSimulator(ctx.carrier)) return;
  const carrier = ctx.carrier;
  const cards = demoCards();
  for (const [number, script] of Object.entries(DEMO_NETWORK_FAULTS)) {
    if (script) carrier.scriptFault(cards[Number(number) - 1]!.iccid, script.fault, script.country);
  }
  demoEsimProfiles().forEach((profile, index) => {
    carrier.scriptFault(profile.iccid, index + 1 === LOCKED_ESIM_PROFILE ? 'device_locked' : 'silent');
  });

  const now = ctx.clock.now();
  const events = Object.entries(SEEN).flatMap(([number, steps]) => {
    const card = cards[Number(number) - 1]!;
    return steps.map(([kind, cause], step) => ({
      sourceEventId: `demo-${card.iccid}-${step}`,
      iccid: card.iccid,
      kind,
      // the device's visit ended ten minutes before the first start, a second between its steps
      occurredAt: new Date(now.getTime() - 10 * 60_000 + step * 1000),
      networkName: SIMULATED_NETWORK_NAME,
      country: DEMO_NETWORK_FAULTS[Number(number)]?.country ?? 'HK',
      cause,
      detail: cause ? `demo: ${cause}` : null,
    }));
  });
  await recordNetworkEvents(ctx.database.db, 'simulator', events, now);
};
