import { addDaysToIsoDate } from './calendar-date.ts';
import { cycleDayIndex, dailyFeeOf, daysBetween, type FeePlan } from './daily-fee.ts';
import { RECHARGE_MAX_MINOR } from './fees.ts';
import { MINOR_UNITS_PER_MAJOR, minorToMajorString } from './money.ts';

/**
 * How long a balance lasts at the daily fees of a customer's cards in use (docs/decisions/0033-balance-runway.md):
 * the one rule behind "Covers daily fees until 3 Dec" on the screens and the run's runway reminder. It walks
 * the business days from tomorrow, each day priced by the fee rule (daily-fee.ts) as the daily run will charge
 * it: a card's current plan on its cycles, a pending plan from the day it takes effect (its cycles starting
 * then), nothing before a card's cycle has begun. A day is covered when the balance left pays every card's
 * fee of that day; the first day it does not is the day the run would suspend a card.
 */

/** How far the walk looks: a balance that lasts longer "covers more than a year". */
export const RUNWAY_HORIZON_DAYS = 366;

/** A card in use, as the runway prices it. */
export interface RunwayCard {
  plan: FeePlan;
  /** The first day of the card's cycles (null: counted from FEE_EPOCH_DAY); no fee before it. */
  cycleStartDay: string | null;
  /**
   * A plan ordered to replace the current one, and the day it takes effect: null for the next day the run
   * charges (the run applies a pending plan without a day at its next run), a day already past likewise.
   */
  pending: { plan: FeePlan; fromDay: string | null } | null;
  /** Whether today's fee is in the ledger already (the run charges it as the day begins). */
  todayPaid: boolean;
}

export interface RunwayInput {
  balanceMinor: number;
  /** Today's business day (BILLING_TZ). */
  today: string;
  cards: readonly RunwayCard[];
}

export interface Runway {
  /**
   * The last business day whose fees the balance pays for every card in use: today or later, or yesterday
   * while today's fees are not charged yet and the balance cannot pay them. Null when no card is in use
   * (nothing is spent).
   */
  coveredUntil: string | null;
  /** The balance still lasts at the end of the walk: `coveredUntil` is the horizon's last day. */
  beyondHorizon: boolean;
  /** Whole days after today the balance pays for (0: today only; −1: not today's fees); null without a card. */
  daysCovered: number | null;
  /** Today's fees not charged yet (normally 0: the run charges them at the start of the day). */
  dueTodayMinor: number;
  /** What the cards in use cost tomorrow: the next daily charge. */
  nextDayMinor: number;
}

const dayAfter = (day: string) => addDaysToIsoDate(day, 1);

/**
 * A card's fee day after day from `firstDay` on, one call per day: the fee rule's daily amount, with the
 * remainder on each cycle's first day (the same as feeForDay, without its date arithmetic per day).
 */
const feeSteps = (plan: FeePlan, cycleStartDay: string | null, firstDay: string) => {
  const fee = dailyFeeOf(plan);
  let index = cycleDayIndex(plan.cycleDays, cycleStartDay, firstDay);
  let notBegun =
    cycleStartDay !== null && cycleStartDay > firstDay ? daysBetween(firstDay, cycleStartDay) : 0;
  return (): number => {
    const amount = notBegun > 0 ? 0 : index === 0 ? fee.firstDayMinor : fee.dailyMinor;
    if (notBegun > 0) notBegun -= 1;
    index = (index + 1) % plan.cycleDays;
    return amount;
  };
};

/**
 * A card's fees from `firstDay` on, one call per day: the current plan until its pending plan takes effect,
 * then the pending plan, whose first cycle starts that day (what the run's applyPendingPlans does).
 */
const cardSteps = (card: RunwayCard, firstDay: string): (() => number) => {
  const current = feeSteps(card.plan, card.cycleStartDay, firstDay);
  if (!card.pending) return current;
  // a pending plan is applied by the first run on or after its day, never before the first day not yet paid
  const firstUnpaid = card.todayPaid ? dayAfter(firstDay) : firstDay;
  const from = [card.pending.fromDay ?? firstUnpaid, firstUnpaid].sort().at(-1)!;
  let untilSwitch = daysBetween(firstDay, from);
  const next = feeSteps(card.pending.plan, from, from);
  return () => {
    if (untilSwitch > 0) {
      untilSwitch -= 1;
      return current();
    }
    return next();
  };
};

/** The days' costs from today on: element 0 is today's unpaid fees, element k the fees of today + k. */
const dailyCosts = (input: RunwayInput, days: number): number[] => {
  const steps = input.cards.map((card) => ({ card, next: cardSteps(card, input.today) }));
  const costs: number[] = [];
  for (let k = 0; k <= days; k += 1) {
    let cost = 0;
    for (const { card, next } of steps) {
      const fee = next();
      if (k > 0 || !card.todayPaid) cost += fee;
    }
    costs.push(cost);
  }
  return costs;
};

/** How long the balance lasts (see Runway), walking at most `horizonDays` days after today. */
export const balanceRunway = (input: RunwayInput, horizonDays = RUNWAY_HORIZON_DAYS): Runway => {
  if (input.cards.length === 0) {
    return { coveredUntil: null, beyondHorizon: false, daysCovered: null, dueTodayMinor: 0, nextDayMinor: 0 };
  }
  const costs = dailyCosts(input, horizonDays);
  const [dueTodayMinor = 0, nextDayMinor = 0] = costs;
  let left = input.balanceMinor;
  let daysCovered = -1;
  for (const cost of costs) {
    if (cost > left) break;
    left -= cost;
    daysCovered += 1;
  }
  return {
    coveredUntil: addDaysToIsoDate(input.today, daysCovered),
    beyondHorizon: daysCovered === horizonDays,
    daysCovered,
    dueTodayMinor,
    nextDayMinor,
  };
};

/**
 * What must be added to the balance for it to pay today's unpaid fees and the `days` days after today: 0 when
 * it already does (or no card is in use).
 */
export const topUpToCover = (input: RunwayInput, days: number): number => {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`Not a number of days: ${days}`);
  const cost = dailyCosts(input, days).reduce((sum, day) => sum + day, 0);
  return Math.max(0, cost - input.balanceMinor);
};

/**
 * The amount a screen or a mail suggests for a top-up of `neededMinor`: rounded up to a whole unit of the
 * currency (what a person pays), at most what one recharge may add; 0 when nothing is needed.
 */
export const suggestedTopUpMinor = (neededMinor: number): number =>
  neededMinor <= 0
    ? 0
    : Math.min(RECHARGE_MAX_MINOR, Math.ceil(neededMinor / MINOR_UNITS_PER_MAJOR) * MINOR_UNITS_PER_MAJOR);

/** The recharge page's parameter that prefills its amount, in major units as the form reads it (`25`, `12.5`). */
export const RECHARGE_AMOUNT_PARAM = 'amount';

/** The recharge page's path, prefilled with `amountMinor` when it is a positive amount. */
export const rechargePath = (amountMinor?: number): string => {
  if (amountMinor === undefined || amountMinor <= 0) return '/recharge';
  // '25.00' → '25', '12.50' → '12.5': what a person would type
  const major = minorToMajorString(amountMinor).replace(/\.?0+$/, '');
  return `/recharge?${RECHARGE_AMOUNT_PARAM}=${major}`;
};
