import type { AddOn, BasicPlan } from '@simportal/contract/api/catalog';
import { feeForDays } from '@simportal/contract/daily-fee';

/** The longest trip the planner prices: a quarter, as far as travellers plan ahead. */
export const TRIP_MAX_DAYS = 90;

/**
 * The length a plan list is priced for before the traveller says theirs: a week, the trip the stores' calculators
 * start from. The same on every first render (the prerendered /plan is one page for every destination).
 */
export const DEFAULT_TRIP_DAYS = 7;

/** What a plan gives a trip of `days` days, ordered on the first day and paused (Stop Billing) after the last. */
export interface TripTerms {
  days: number;
  /** Every daily fee of the trip, from the first day of a cycle on (contract/daily-fee.ts, the server's rule). */
  costMinor: number;
  /** High-speed data for the whole trip: the plan's allowance per day times the days, or per cycle begun. */
  dataMb: number;
}

export const tripTerms = (plan: BasicPlan, days: number): TripTerms => ({
  days,
  costMinor: feeForDays(plan, days),
  dataMb:
    plan.trafficLimitType === 'PER_DAY'
      ? plan.totalTrafficMb * days
      : plan.totalTrafficMb * Math.ceil(days / plan.cycleDays),
});

/** A trip length typed or shared in the address (`?days=10`): a whole number of days 1–90, else none. */
export const tripDaysOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= TRIP_MAX_DAYS ? days : null;
};

/**
 * How much data a day the traveller uses (issue #33), as the best eSIM stores ask it: light (maps, messages,
 * mail), normal (also social media, photos, some video calls), heavy (also video and sharing the connection).
 */
export const USAGE_LEVELS = ['light', 'normal', 'heavy'] as const;
export type UsageLevel = (typeof USAGE_LEVELS)[number];
export const USAGE_MB_PER_DAY: Record<UsageLevel, number> = { light: 500, normal: 1536, heavy: 4096 };

/** A usage level shared in the address (`?use=normal`), else none. */
export const usageLevelOf = (value: string | null): UsageLevel | null =>
  USAGE_LEVELS.find((level) => level === value) ?? null;

/** Add-on packs bought for a trip: which, how many of each, what they cost and bring. */
export interface AddOnPurchase {
  packs: { addOn: AddOn; count: number }[];
  costMinor: number;
  mb: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The cheapest packs that bring at least `needMb` (each may be bought any number of times): exact, by a table
 * over amounts in steps of the packs' greatest common size. Null when no pack is on offer.
 */
export const cheapestAddOns = (addOns: readonly AddOn[], needMb: number): AddOnPurchase | null => {
  if (needMb <= 0) return { packs: [], costMinor: 0, mb: 0 };
  if (addOns.length === 0) return null;
  const step = addOns.reduce((g, addOn) => gcd(g, addOn.trafficMb), 0);
  const sizes = addOns.map((addOn) => addOn.trafficMb / step);
  const need = Math.ceil(needMb / step);
  // best[n]: the cheapest way to bring at least n steps, and the pack that last went in
  const limit = need + Math.max(...sizes);
  const best = new Array<number>(limit + 1).fill(Number.POSITIVE_INFINITY);
  const last = new Array<number>(limit + 1).fill(-1);
  best[0] = 0;
  for (let n = 1; n <= limit; n += 1) {
    for (let i = 0; i < addOns.length; i += 1) {
      const from = Math.max(0, n - sizes[i]!);
      const cost = best[from]! + addOns[i]!.priceMinor;
      if (cost < best[n]!) {
        best[n] = cost;
        last[n] = i;
      }
    }
  }
  // the cheapest amount at or above what is needed (a bigger pack may cost less than two small ones)
  let at = need;
  for (let n = need; n <= limit; n += 1) if (best[n]! < best[at]!) at = n;
  const counts = new Map<number, number>();
  for (let n = at; n > 0; ) {
    const i = last[n]!;
    counts.set(i, (counts.get(i) ?? 0) + 1);
    n = Math.max(0, n - sizes[i]!);
  }
  const packs = [...counts].map(([i, count]) => ({ addOn: addOns[i]!, count }));
  return {
    packs,
    costMinor: best[at]!,
    mb: packs.reduce((sum, pack) => sum + pack.addOn.trafficMb * pack.count, 0),
  };
};

/** A whole trip on one plan: daily fees, the packs the usage needs, the eSIM if one is needed, and the total. */
export interface TripQuote extends TripTerms {
  /** The usage asked for, and what it leaves short on this plan (after the packs: 0 when they cover it). */
  usage: { level: UsageLevel; mbPerDay: number; shortMb: number } | null;
  addOns: AddOnPurchase | null;
  esimFeeMinor: number;
  totalMinor: number;
}

/**
 * What the trip costs on `plan` at `usage` (issue #33). Add-on MB stay in the card's allowance of every period
 * after their purchase (the allowance rule billing and the usage import share), so the packs are bought once:
 * enough for one day on a per-day plan, for the trip's part of one cycle on a per-cycle plan. Without a pack on
 * offer the shortfall stays, and the plan's restrict rule applies past its allowance.
 */
export const tripQuote = (
  plan: BasicPlan,
  days: number,
  options: { usage: UsageLevel | null; addOns: readonly AddOn[]; esimFeeMinor: number },
): TripQuote => {
  const terms = tripTerms(plan, days);
  let usage: TripQuote['usage'] = null;
  let addOns: AddOnPurchase | null = null;
  if (options.usage) {
    const mbPerDay = USAGE_MB_PER_DAY[options.usage];
    const periodDays = plan.trafficLimitType === 'PER_DAY' ? 1 : Math.min(days, plan.cycleDays);
    const needMb = Math.max(0, mbPerDay * periodDays - plan.totalTrafficMb);
    addOns = needMb > 0 ? cheapestAddOns(options.addOns, needMb) : null;
    usage = { level: options.usage, mbPerDay, shortMb: addOns ? 0 : needMb };
  }
  return {
    ...terms,
    usage,
    addOns,
    esimFeeMinor: options.esimFeeMinor,
    totalMinor: terms.costMinor + (addOns?.costMinor ?? 0) + options.esimFeeMinor,
  };
};

/**
 * The plans by what the whole trip costs on each (a plan that leaves the usage short after the end of the packs
 * on offer comes after those that cover it), cheapest first, the catalogue's order among equals.
 */
export const byTripQuote = (
  plans: readonly BasicPlan[],
  quoteOf: (plan: BasicPlan) => TripQuote,
): { plan: BasicPlan; quote: TripQuote }[] =>
  plans
    .map((plan, index) => ({ plan, index, quote: quoteOf(plan) }))
    .sort(
      (a, b) =>
        Number((a.quote.usage?.shortMb ?? 0) > 0) - Number((b.quote.usage?.shortMb ?? 0) > 0) ||
        a.quote.totalMinor - b.quote.totalMinor ||
        a.index - b.index,
    )
    .map(({ plan, quote }) => ({ plan, quote }));
