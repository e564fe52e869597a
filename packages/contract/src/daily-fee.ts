import { addDaysToIsoDate, isIsoDate } from './calendar-date.ts';

/**
 * The daily fee of a basic plan (docs/decisions/0009-billing-fee-rule.md): the one rule the server charges
 * and the screens show.
 *
 * A plan costs `priceMinor` for a cycle of `cycleDays` business days and is charged day by day, in advance.
 * Every day of a cycle costs the price divided by the days, rounded DOWN to a whole minor unit; the cycle's
 * FIRST day also carries the remainder of that division. So a whole cycle always adds up to exactly the
 * plan's price (2500 over 30 days: 83 every day, 93 on the first day, 83 × 29 + 93 = 2500), a customer never
 * pays more than the advertised price for a cycle, and the amount of any one day depends only on the plan,
 * the day the card's cycle started and the day itself: a re-run of a day computes the same amount.
 *
 * Cycles start on the business day the plan took effect for the card (its `cycleStartDay`) and repeat every
 * `cycleDays` days from there. A card with no recorded start counts its cycles from FEE_EPOCH_DAY instead, so
 * it still pays exactly one remainder per `cycleDays` consecutive days.
 */
export interface FeePlan {
  priceMinor: number;
  cycleDays: number;
}

export interface DailyFee {
  /** What an ordinary day of the cycle costs: ⌊price ÷ days⌋. */
  dailyMinor: number;
  /** price − dailyMinor × days: charged on the first day of each cycle, on top of the daily amount. */
  remainderMinor: number;
  /** dailyMinor + remainderMinor. */
  firstDayMinor: number;
}

/** Where cycles are counted from for a card whose cycle start is unknown (rows older than billing). */
export const FEE_EPOCH_DAY = '2000-01-01';

const assertPlan = (plan: FeePlan) => {
  if (!Number.isSafeInteger(plan.priceMinor) || plan.priceMinor < 0) {
    throw new RangeError(`Not a plan price in minor units: ${plan.priceMinor}`);
  }
  if (!Number.isSafeInteger(plan.cycleDays) || plan.cycleDays < 1) {
    throw new RangeError(`Not a number of cycle days: ${plan.cycleDays}`);
  }
};

export const dailyFeeOf = (plan: FeePlan): DailyFee => {
  assertPlan(plan);
  // BigInt: exact for every safe price, whatever floating point would do with the division.
  const price = BigInt(plan.priceMinor);
  const days = BigInt(plan.cycleDays);
  const daily = Number(price / days);
  const remainder = Number(price % days);
  return { dailyMinor: daily, remainderMinor: remainder, firstDayMinor: daily + remainder };
};

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Not ISO dates: ${from}, ${to}`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
};

/** 0 on the first day of a cycle, up to cycleDays − 1 on its last; days before the start count backwards. */
export const cycleDayIndex = (cycleDays: number, cycleStartDay: string | null, day: string): number => {
  const offset = daysBetween(cycleStartDay ?? FEE_EPOCH_DAY, day);
  return ((offset % cycleDays) + cycleDays) % cycleDays;
};

/** What `day` costs for a card on `plan` whose cycles started on `cycleStartDay`. */
export const feeForDay = (plan: FeePlan, cycleStartDay: string | null, day: string): number => {
  const fee = dailyFeeOf(plan);
  return cycleDayIndex(plan.cycleDays, cycleStartDay, day) === 0 ? fee.firstDayMinor : fee.dailyMinor;
};

/**
 * What `days` consecutive days cost from the first day of a cycle on: every day's amount plus one remainder
 * per cycle begun (⌈days ÷ cycleDays⌉). 0 for 0 days. The value of a StarterPack's remaining prepaid days.
 */
export const feeForDays = (plan: FeePlan, days: number): number => {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`Not a number of days: ${days}`);
  const fee = dailyFeeOf(plan);
  const cyclesBegun = Math.ceil(days / plan.cycleDays);
  const total = BigInt(fee.dailyMinor) * BigInt(days) + BigInt(fee.remainderMinor) * BigInt(cyclesBegun);
  if (total > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('Result is beyond the safe integer range');
  return Number(total);
};

/** The first day of a cycle on or after `day`: `day` itself when a cycle starts on it. */
export const nextCycleStartFrom = (cycleDays: number, cycleStartDay: string | null, day: string): string => {
  const index = cycleDayIndex(cycleDays, cycleStartDay, day);
  return index === 0 ? day : addDaysToIsoDate(day, cycleDays - index);
};

/** The first day of the cycle `day` belongs to (for a PER_CYCLE allowance window). */
export const cycleStartOf = (cycleDays: number, cycleStartDay: string | null, day: string): string =>
  addDaysToIsoDate(day, -cycleDayIndex(cycleDays, cycleStartDay, day));
