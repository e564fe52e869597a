import '../catalog.css';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogueEmpty, CatalogueLoadState } from '../../../components/catalogue-status.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { CatalogueList } from '../components/catalogue-list.tsx';
import { DestinationFilter, useDestination, workingIn } from '../components/destination-filter.tsx';
import { PlanCard } from '../components/plan-card.tsx';

/** Basic Plan list (spec §2, public): every plan on sale, live from the catalogue. */
export function PlanPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const data = catalogue.data;
  const [to, setTo] = useDestination();
  const shown = data ? workingIn(data.plans, to) : [];
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
          <CatalogueList items={shown} render={(plan) => <PlanCard plan={plan} currency={data.currency} />} />
        </>
      )}
    </section>
  );
}
