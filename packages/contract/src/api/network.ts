import { z } from 'zod';

// What the mobile network sees of a card (issue #69, docs/decisions/0093 and 0094): the network's events in the
// portal's own words, the connection doctor's diagnosis, and reconciliation. Server: apps/server/src/modules/carrier.

/** The networks the portal can run on (CARRIER): the embedded demo simulator, or a real platform. */
export const NETWORKS = ['simulator', 'twilio-supersim'] as const;
export type Network = (typeof NETWORKS)[number];

/**
 * What a plan's THROTTLE restrict rule really does on the network in use (decision 0093): the speed is reduced
 * (the simulator, a network with a throttle), or data stops (Twilio Super SIM: the card is moved to a fleet with a
 * small data limit), so the screens word such a plan as a STOP plan there.
 */
export const THROTTLE_EFFECTS = ['speed', 'data_stops'] as const;
export type ThrottleEffect = (typeof THROTTLE_EFFECTS)[number];

/**
 * What the network saw of a card, whatever the platform: its events are mapped onto these (an event a platform
 * has no word for is not kept). `profile_*` are an eSIM's; the others any card's.
 */
export const NETWORK_EVENT_KINDS = [
  'attach_accepted',
  'attach_rejected',
  'attach_failed',
  'session_started',
  'session_ended',
  'session_failed',
  'profile_downloaded',
  'profile_installed',
  'profile_failed',
] as const;
export type NetworkEventKind = (typeof NETWORK_EVENT_KINDS)[number];

/**
 * Why the network refused (an attach or a data session) or a profile failed, as far as the platform says. The
 * platform's own message is kept beside it (`detail`) for the operator.
 */
export const NETWORK_CAUSES = [
  /** The visited network is not among those the card may use. */
  'network_not_allowed',
  /** The card is inactive on the platform (paused, suspended or terminated by the portal). */
  'card_inactive',
  /** The data session asked for an access point (APN) the network does not know. */
  'wrong_apn',
  /** The phone refused the eSIM profile: locked to another carrier, or no eSIM support. */
  'device_locked',
  'unknown',
] as const;
export type NetworkCause = (typeof NETWORK_CAUSES)[number];

/** How many of a card's events are kept (the newest); older ones are dropped as new ones arrive. */
export const NETWORK_EVENTS_KEPT = 50;

export const networkEventSchema = z.object({
  kind: z.enum(NETWORK_EVENT_KINDS),
  at: z.iso.datetime(),
  /** The visited network's name, as the platform gives it. */
  networkName: z.string().nullable(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().nullable(),
  cause: z.enum(NETWORK_CAUSES).nullable(),
});
export type NetworkEvent = z.infer<typeof networkEventSchema>;

/**
 * The one fix the connection doctor proposes, checked in this order (the first that applies wins): the portal's
 * own state first, then what the network saw. `connected`: the card has a data session and nothing to fix.
 */
export const DOCTOR_FINDINGS = [
  'card_suspended_credit',
  // slowed on a lifeline while the balance is short (decision 0096): connected, but a top-up restores it
  'card_lifeline',
  'card_paused',
  'card_not_active',
  'device_locked',
  'profile_not_installed',
  'network_not_allowed',
  'wrong_apn',
  'roaming_off',
  'no_signal',
  'connected',
] as const;
export type DoctorFinding = (typeof DOCTOR_FINDINGS)[number];

/** GET /api/sims/:id/connection (and the console's GET /api/admin/cards/:id/connection). */
export const connectionReportSchema = z.object({
  cardId: z.int().positive(),
  network: z.enum(NETWORKS),
  finding: z.enum(DOCTOR_FINDINGS),
  /** The event the finding rests on, when one does. */
  basedOn: networkEventSchema.nullable(),
  /** The newest first, at most NETWORK_EVENTS_KEPT. */
  events: z.array(networkEventSchema),
});
export type ConnectionReport = z.infer<typeof connectionReportSchema>;

/** A card's state on the network, as the portal wants it and as the platform has it. */
export const NETWORK_CARD_STATES = ['active', 'paused', 'terminated'] as const;
export type NetworkCardState = (typeof NETWORK_CARD_STATES)[number];
