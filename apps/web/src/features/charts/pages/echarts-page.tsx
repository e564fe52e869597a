import '../charts.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogueCharts } from '../components/catalogue-charts.tsx';
import { EChart } from '../components/echart.tsx';
import { UsageSection } from '../components/usage-section.tsx';

/**
 * The charts page (spec §2 /echarts, no layout): the catalogue in charts and the customer's own usage. Its
 * charts are the only importers of ECharts, so no other page downloads the library; here it is fetched after
 * the page, while the catalogue and the cards are, and each chart is drawn once both are in.
 */
export function EchartsPage() {
  const { t } = useTranslation();
  useEffect(EChart.preload, []);
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
