import { z } from 'zod';
import { CARRIER_ACTIONS, DELIVERY_STATES } from './deliveries.ts';
import { NETWORK_CARD_STATES, NETWORKS } from './network.ts';

// Admin Management › Network (issue #69, docs/decisions/0095): reconciliation compares each card's state in the
// portal with the platform's and sends the portal's state again where they differ. Server:
// apps/server/src/modules/carrier/reconcile*.ts.

const isoDateTime = z.iso.datetime();
const count = z.int().min(0);

/**
 * What a difference is about: the card's service (active, paused, terminated) or its speed (throttled or not).
 * A card can differ in both: two differences, two commands.
 */
export const NETWORK_DIFFERENCE_ASPECTS = ['state', 'speed'] as const;
export type NetworkDifferenceAspect = (typeof NETWORK_DIFFERENCE_ASPECTS)[number];

/** A card's speed, as the portal wants it and as the platform reports it. */
export const NETWORK_SPEEDS = ['throttled', 'full'] as const;
export type NetworkSpeed = (typeof NETWORK_SPEEDS)[number];

/** The values a side of a difference takes: a state for `state`, a speed for `speed`. */
export const NETWORK_DIFFERENCE_VALUES = [...NETWORK_CARD_STATES, ...NETWORK_SPEEDS] as const;
export type NetworkDifferenceValue = (typeof NETWORK_DIFFERENCE_VALUES)[number];

/** Who started a run: the nightly job, or an administrator's "Reconcile now". */
export const RECONCILIATION_TRIGGERS = ['nightly', 'operator'] as const;
export type ReconciliationTrigger = (typeof RECONCILIATION_TRIGGERS)[number];

/**
 * POST /api/admin/network/reconcile: the run's figures. `checked`: cards the platform holds that were compared;
 * `differences`: those found differing (a card in both aspects counts twice); `repaired`: commands queued to send
 * the portal's state again; `waiting`: differences left alone because a command for the card is still on its way
 * (not yet delivered, or failed: the Failed deliveries tab); `unknown`: cards the platform holds that the portal
 * does not. `resumed`: the run took over one an earlier process left unfinished.
 */
export const reconciliationRunSchema = z.object({
  id: z.int().positive(),
  trigger: z.enum(RECONCILIATION_TRIGGERS),
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  checked: count,
  differences: count,
  repaired: count,
  waiting: count,
  unknown: count,
  resumed: z.boolean(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

/** One difference found between the portal and the platform, with the command that sends the portal's state. */
export const networkDifferenceSchema = z.object({
  id: z.int().positive(),
  cardId: z.int().positive(),
  cardNumber: z.string(),
  aspect: z.enum(NETWORK_DIFFERENCE_ASPECTS),
  /** What the portal wants. */
  wanted: z.enum(NETWORK_DIFFERENCE_VALUES),
  /** What the platform had when it was last found differing. */
  found: z.enum(NETWORK_DIFFERENCE_VALUES),
  foundAt: isoDateTime,
  /** Null while open; set by the first later run that finds the card in agreement. */
  closedAt: isoDateTime.nullable(),
  /** The command sent again (its newest, when the platform still differed after one was delivered). */
  action: z.enum(CARRIER_ACTIONS),
  /** Where that command is in the outbox (null: it is no longer kept). */
  commandState: z.enum(DELIVERY_STATES).nullable(),
  /** How many times the portal's state was sent for this difference. */
  sent: z.int().min(1),
});
export type NetworkDifference = z.infer<typeof networkDifferenceSchema>;

/** How many differences the list shows at most, of each kind (open, recently closed). */
export const NETWORK_DIFFERENCES_SHOWN = 200;
/** Closed differences are listed for this many days after they closed. */
export const NETWORK_DIFFERENCES_CLOSED_DAYS = 7;

/**
 * GET /api/admin/network/differences: the network drift (the open differences, also in /metrics as
 * simportal_network_drift and on the Overview), the open ones oldest first, those closed in the last
 * NETWORK_DIFFERENCES_CLOSED_DAYS newest first, and the newest run.
 */
export const networkDifferencesSchema = z.object({
  /** The network the portal runs on (CARRIER). */
  network: z.enum(NETWORKS),
  drift: count,
  open: z.array(networkDifferenceSchema),
  closed: z.array(networkDifferenceSchema),
  lastRun: reconciliationRunSchema.nullable(),
});
export type NetworkDifferences = z.infer<typeof networkDifferencesSchema>;
