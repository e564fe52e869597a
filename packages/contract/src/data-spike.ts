// A card's data spike (issue #70, docs/decisions/0097): a day whose use is far above the card's own usual day,
// told to its holder the same day. The rule is data, here, so the server's SQL (modules/usage/spike-check.ts), the
// bench that measured it (bench/spikes.ts) and the screens read the same figures. Without zod.

import { KB_PER_MB } from './traffic.ts';

export interface SpikeRule {
  /** Today is a spike from this many times the card's usual day (the median of its days in the window). */
  factor: number;
  /** ... and from this much data today, so that a light card's busy hour is not news. */
  floorMb: number;
  /** The usual day is the median of the card's days of use among this many business days before today. */
  windowDays: number;
  /** Fewer days of use than this in the window: not enough history to judge, nothing is told. */
  minHistoryDays: number;
}

/**
 * Chosen on 10,000 synthetic cards × 60 days by bench/spikes.ts (decision 0097): 4× the median of 14 days told
 * 91.8 % of the spikes but 2.59 false alerts per 100 card-weeks; 5.25× of 28 days, 90.0 % and 0.86.
 */
export const SPIKE_RULE: SpikeRule = { factor: 5.25, floorMb: 300, windowDays: 28, minHistoryDays: 5 };

/** The median of some numbers (the mean of the middle two for an even count), as SQL's percentile_cont(0.5). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Whether today's use is a spike. `history`: the KB used on each day of use (more than 0 KB) among the
 * `windowDays` business days before today, in any order; days without use are left out, so a card used on
 * weekends only is judged against its weekends.
 */
export const isSpike = (todayKb: number, history: readonly number[], rule: SpikeRule = SPIKE_RULE): boolean =>
  history.length >= rule.minHistoryDays &&
  todayKb >= rule.floorMb * KB_PER_MB &&
  todayKb >= rule.factor * median(history);

/** "five times your usual": today's use over the usual day, in whole times. */
export const timesUsual = (todayKb: number, usualKb: number): number =>
  usualKb > 0 ? Math.round(todayKb / usualKb) : 0;
