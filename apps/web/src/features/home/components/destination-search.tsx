import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DestinationSelect } from '../../../components/destination-select.tsx';
import { useDeferredCatalogue } from '../../../lib/catalogue-query.ts';

/**
 * "Where are you going?" on the home page: the destinations every plan on sale covers, counted from the
 * catalogue; choosing one opens the plans that work there (/plan?to=JP).
 */
export function DestinationSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plans = useDeferredCatalogue().data?.plans ?? [];
  // the select lists them by name itself
  const codes = [...new Set(plans.flatMap((plan) => plan.coverage))];
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
