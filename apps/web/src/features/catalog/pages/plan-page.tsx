import '../catalog.css';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogueEmpty, CatalogueLoadState } from '../../../components/catalogue-status.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { CatalogueList } from '../components/catalogue-list.tsx';
import { DestinationFilter, useDestination, workingIn } from '../components/destination-filter.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { TripDays, useTripDays } from '../components/trip-days.tsx';
import { byTripCost, tripTerms } from '../trip.ts';

/**
 * Basic Plan list (spec §2, public): every plan on sale, live from the catalogue; with a destination, those
 * that work there; with a trip's length, what it costs on each, cheapest first (issue #33).
 */
export function PlanPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const data = catalogue.data;
  const [to, setTo] = useDestination();
  const [days, setDays] = useTripDays();
  const working = data ? workingIn(data.plans, to) : [];
  const shown = days ? byTripCost(working, days) : working;
  const cheapest = days && shown[0] ? tripTerms(shown[0], days).costMinor : null;
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.plan')}
      </Typography.Title>
      <p className="catalogue-intro">{t('shop.plans.intro')}</p>
      {!data ? (
        <CatalogueLoadState query={catalogue} rows={6} />
      ) : data.plans.length === 0 ? (
        <CatalogueEmpty text={t('shop.status.emptyPlans')} />
      ) : (
        <>
          <DestinationFilter
            coverages={data.plans.map((item) => item.coverage)}
            to={to}
            onChange={setTo}
            found={shown.length}
            kind="plans"
          />
          <TripDays days={days} onChange={setDays} />
          {days && shown.length > 1 && (
            <p className="trip-sorted">{t('shop.trip.sorted', { count: days })}</p>
          )}
          <CatalogueList
            items={shown}
            render={(plan) => {
              const trip = days ? tripTerms(plan, days) : null;
              return (
                <PlanCard
                  plan={plan}
                  currency={data.currency}
                  trip={trip && { terms: trip, cheapest: shown.length > 1 && trip.costMinor === cheapest }}
                />
              );
            }}
          />
        </>
      )}
    </section>
  );
}
