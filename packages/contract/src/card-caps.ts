// The daily caps a card's holder sets (issue #59), without zod: Traffic Detail's first load reads these.

/**
 * What a cap does once the day's use or spend reaches it: SLOW has the carrier throttle the card, STOP has it
 * pause the card's data; either until the next business day begins.
 */
export const CAP_ACTIONS = ['SLOW', 'STOP'] as const;
export type CapAction = (typeof CAP_ACTIONS)[number];

/** The share of a cap at which the holder is warned, once a business day: the EU roaming rule's 80 %. */
export const CAP_WARNING_PERCENT = 80;

/** The largest caps one may set: a day of data (1 TB) and of money (1,000,000.00 in minor units). */
export const DATA_CAP_MAX_MB = 1_000_000;
export const MONEY_CAP_MAX_MINOR = 100_000_000;

/** A card held back by its cap today: slowed (throttled) or stopped (paused), until the next business day. */
export const CAP_RESTRICTIONS = ['slowed', 'stopped'] as const;
export type CapRestriction = (typeof CAP_RESTRICTIONS)[number];
