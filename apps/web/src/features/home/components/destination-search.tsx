import { destinationsOf } from '@simportal/contract/destinations';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DestinationSelect } from '../../../components/destination-select.tsx';
import { useCatalogue } from '../../../lib/catalogue-query.ts';
import { currentLocale } from '../../../lib/i18n.ts';

/**
 * "Where are you going?" on the home page: the destinations every plan on sale covers, counted from the
 * catalogue; choosing one opens the plans that work there (/plan?to=JP).
 */
export function DestinationSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const plans = catalogue.data?.plans ?? [];
  const codes = destinationsOf(
    plans.map((plan) => plan.coverage),
    currentLocale(),
  );
  return (
    <div className="home-destinations">
      <label htmlFor="home-destination" className="home-destinations-label">
        {t('shop.destinations.label')}
      </label>
      <DestinationSelect
        id="home-destination"
        className="home-destinations-select"
        codes={codes}
        placeholder={t('shop.destinations.placeholder')}
        onChange={(code) => {
          if (code) void navigate(`/plan?to=${code}`);
        }}
      />
      {/* its line is kept while the catalogue loads, so the count arriving moves nothing */}
      <p className="home-destinations-count">
        {codes.length > 0 ? t('home.destinations.count', { count: codes.length }) : '\u00a0'}
      </p>
    </div>
  );
}
