import '../charts.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogueCharts } from '../components/catalogue-charts.tsx';
import { UsageSection } from '../components/usage-section.tsx';

/**
 * The charts page (spec §2 /echarts, no layout): the catalogue in charts and the customer's own usage. Its
 * route is lazy and is the only importer of ECharts, so no other page downloads the library.
 */
export function EchartsPage() {
  const { t } = useTranslation();
  return (
    <div className="charts-page">
      <Link className="charts-back" to="/home">
        {t('charts.backHome')}
      </Link>
      <h1 id="page-title">{t('charts.title')}</h1>
      <p>{t('charts.lead')}</p>
      <CatalogueCharts />
      <UsageSection />
    </div>
  );
}
