import type { BasicPlan } from '@simportal/contract/api/catalog';
import { feeForDays } from '@simportal/contract/daily-fee';

/** The longest trip the planner prices: a quarter, as far as travellers plan ahead. */
export const TRIP_MAX_DAYS = 90;

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

/** The plans by what the trip costs on each, cheapest first (the catalogue's order among equals). */
export const byTripCost = (plans: readonly BasicPlan[], days: number): BasicPlan[] =>
  plans
    .map((plan, index) => ({ plan, index, cost: feeForDays(plan, days) }))
    .sort((a, b) => a.cost - b.cost || a.index - b.index)
    .map(({ plan }) => plan);

/** A trip length typed or shared in the address (`?days=10`): a whole number of days 1–90, else none. */
export const tripDaysOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= TRIP_MAX_DAYS ? days : null;
};
