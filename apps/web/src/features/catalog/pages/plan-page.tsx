import '../catalog.css';
import type { BasicPlan } from '@simportal/contract/api/catalog';
import { useTranslation } from 'react-i18next';
import { CatalogueEmpty, CatalogueLoadState } from '../../../components/catalogue-status.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useDeferredCatalogue } from '../../../lib/catalogue-query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { CatalogueList } from '../components/catalogue-list.tsx';
import {
  DestinationFilter,
  DestinationResult,
  useDestination,
  workingIn,
} from '../components/destination-filter.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { TripDays, useTripDays } from '../components/trip-days.tsx';
import { TripUsage, useTripUsage } from '../components/trip-usage.tsx';
import { byTripQuote, tripQuote } from '../trip.ts';

/**
 * Basic Plan list (spec §2, public): every plan on sale, live from the catalogue; with a destination, those
 * that work there. The trip comes first (issue #33): where, how many days (a week until the traveller says),
 * how much data a day and whether a new eSIM is needed, then the plans ranked by what the whole trip costs on
 * each, the cheapest marked: the daily fees, the add-ons the chosen daily use needs there, and a new eSIM's fee.
 * The question is in the first render, so the prerendered page (one for every destination, decision 0028) asks
 * it before any script has run; the list follows the catalogue.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const { query: catalogue, data } = useDeferredCatalogue();
  const [to, setTo] = useDestination();
  const [days, setDays] = useTripDays();
  const { usage, setUsage, esim, setEsim } = useTripUsage();
  const locale = currentLocale();
  const working = data ? workingIn(data.plans, to) : [];
  // the packs a plan's card could buy there: those that work at the destination, or somewhere the plan does
  const packsFor = (plan: BasicPlan) =>
    (data?.addOns ?? []).filter((addOn) =>
      to ? addOn.coverage.includes(to) : addOn.coverage.some((code) => plan.coverage.includes(code)),
    );
  const esimFeeMinor = esim ? (data?.esimFeeMinor ?? 0) : 0;
  const ranked = days
    ? byTripQuote(working, (plan) => tripQuote(plan, days, { usage, addOns: packsFor(plan), esimFeeMinor }))
    : working.map((plan) => ({ plan, quote: null }));
  const cheapest = ranked[0]?.quote?.totalMinor ?? null;
  const quoteOf = new Map(ranked.map(({ plan, quote }) => [plan.id, quote]));
  const sorted = days && ranked.length > 1;
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.plan')}
      </Typography.Title>
      <div className="trip-question">
        <DestinationFilter
          coverages={data ? data.plans.map((item) => item.coverage) : null}
          to={to}
          onChange={setTo}
          found={ranked.length}
          kind="plans"
          resultApart
        />
        <TripDays days={days} onChange={setDays} />
        {/* kept while the days field is empty or being retyped: the questions under it never jump away */}
        <TripUsage
          usage={usage}
          onUsage={setUsage}
          esim={esim}
          onEsim={setEsim}
          esimFee={data ? formatMoney(data.esimFeeMinor, locale, data.currency) : null}
        />
      </div>
      {/* the results take the rest of the screen from the first frame: what arrives with the catalogue (what was
          found, the order, the list) moves nothing already shown, and the note under them starts off screen */}
      <div className="plan-results">
        {!data ? (
          <CatalogueLoadState query={catalogue} rows={6} />
        ) : data.plans.length === 0 ? (
          <CatalogueEmpty text={t('shop.status.emptyPlans')} />
        ) : (
          <>
            {to && <DestinationResult to={to} onChange={setTo} found={ranked.length} kind="plans" />}
            {sorted && (
              <p className="trip-sorted">
                {t(usage || esim ? 'shop.trip.sortedTotal' : 'shop.trip.sorted', { count: days })}
              </p>
            )}
            <CatalogueList
              items={ranked.map(({ plan }) => plan)}
              render={(plan) => {
                const quote = quoteOf.get(plan.id) ?? null;
                return (
                  <PlanCard
                    plan={plan}
                    currency={data.currency}
                    withEsim={esim}
                    trip={
                      quote && {
                        quote,
                        cheapest:
                          ranked.length > 1 &&
                          quote.totalMinor === cheapest &&
                          (quote.usage?.shortMb ?? 0) === 0,
                      }
                    }
                  />
                );
              }}
            />
          </>
        )}
      </div>
      <p className="catalogue-intro catalogue-note">{t('shop.plans.intro')}</p>
    </section>
  );
}
