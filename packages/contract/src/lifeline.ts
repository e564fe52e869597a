// The lifeline (issue #70, decision 0096), without zod: My SIMs' first load reads it.
// When the daily run would suspend a card for lack of credit and no bridge applies, the card is slowed instead
// for a few days or megabytes, so its traveller can still reach the portal, pay and write to support.

/** The operator's choices' bounds: a lifeline long enough to pay, short enough not to become free service. */
export const LIFELINE_LIMITS = {
  /** 0 turns the lifeline off. */
  days: { min: 0, max: 14 },
  /** 0 turns the lifeline off. */
  megabytes: { min: 0, max: 1024 },
  /** What the portal, a pay page and a chat need at the least; more than a lifeline is a plan. */
  speedKbps: { min: 32, max: 1024 },
} as const;

/**
 * A card has at most one lifeline in this many days (per holder): longer than the longest lifeline, so one never
 * follows another, and a month, so a traveller short again next month is slowed again rather than cut.
 */
export const LIFELINE_PERIOD_DAYS = 30;

/** How a lifeline ended: a top-up paid the day, its days or megabytes ran out, or the card left its holder. */
export const LIFELINE_ENDINGS = ['topped_up', 'days', 'megabytes', 'released'] as const;
export type LifelineEnding = (typeof LIFELINE_ENDINGS)[number];
