import '../catalog.css';
import { useTranslation } from 'react-i18next';
import { CatalogueEmpty, CatalogueLoadState } from '../../../components/catalogue-status.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useDeferredCatalogue } from '../../../lib/catalogue-query.ts';
import { AddOnCard } from '../components/add-on-card.tsx';
import { CatalogueList } from '../components/catalogue-list.tsx';
import { DestinationFilter, useDestination, workingIn } from '../components/destination-filter.tsx';

/** Add On list (spec §2, public): every add-on data pack on sale, live from the catalogue. */
export function AddOnPage() {
  const { t } = useTranslation();
  const { query: catalogue, data } = useDeferredCatalogue();
  const [to, setTo] = useDestination();
  const shown = data ? workingIn(data.addOns, to) : [];
  return (
    <section aria-labelledby="page-title">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.addOn')}
      </Typography.Title>
      <p className="catalogue-intro">{t('shop.addOns.intro')}</p>
      {!data ? (
        <CatalogueLoadState query={catalogue} rows={4} />
      ) : data.addOns.length === 0 ? (
        <CatalogueEmpty text={t('shop.status.emptyAddOns')} />
      ) : (
        <>
          <DestinationFilter
            coverages={data.addOns.map((item) => item.coverage)}
            to={to}
            onChange={setTo}
            found={shown.length}
            kind="addOns"
          />
          <CatalogueList
            items={shown}
            render={(addOn) => <AddOnCard addOn={addOn} currency={data.currency} />}
          />
        </>
      )}
    </section>
  );
}
