import type { BasicPlan } from '@simportal/contract/api/catalog';
import { dailyFeeOf } from '@simportal/contract/daily-fee';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/database.ts';
import { listActivePlans } from './service.ts';

/** What the shop offers in one country or region: the plans on sale that work there, and the cheapest day. */
export interface DestinationOffer {
  plans: number;
  /** The lowest daily fee of those plans (dailyFeeOf: an ordinary day of the cycle), in minor units. */
  lowestDailyMinor: number;
}

/** Every destination at least one plan on sale covers, by its code. */
export type DestinationOffers = ReadonlyMap<string, DestinationOffer>;

const offersOf = (plans: readonly Pick<BasicPlan, 'priceMinor' | 'cycleDays' | 'coverage'>[]) => {
  const offers = new Map<string, DestinationOffer>();
  for (const plan of plans) {
    const daily = dailyFeeOf(plan).dailyMinor;
    for (const code of new Set(plan.coverage)) {
      const known = offers.get(code);
      offers.set(code, {
        plans: (known?.plans ?? 0) + 1,
        lowestDailyMinor: Math.min(known?.lowestDailyMinor ?? daily, daily),
      });
    }
  }
  return offers as DestinationOffers;
};

/**
 * How long one reading of the catalogue answers the destination pages and the sitemap (decision 0028): a
 * crawler walking every destination page costs one query per half minute, and an administrator's change shows
 * within a minute, on every instance, with nothing to tell them.
 */
export const DESTINATION_OFFERS_MAX_AGE_MS = 30_000;

/**
 * The destinations the shop offers, read with the shop's own query (listActivePlans) and kept for
 * `maxAgeMs` of `clock` time; requests arriving together share one reading, and a failed one is not kept.
 */
export const destinationOffersReader = (
  db: DbOrTx,
  clock: Clock,
  maxAgeMs = DESTINATION_OFFERS_MAX_AGE_MS,
): (() => Promise<DestinationOffers>) => {
  let kept: { at: number; offers: Promise<DestinationOffers> } | undefined;
  return () => {
    const now = clock.now().getTime();
    if (kept && now - kept.at < maxAgeMs && now >= kept.at) return kept.offers;
    const reading = { at: now, offers: listActivePlans(db).then(offersOf) };
    kept = reading;
    reading.offers.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading.offers;
  };
};
