import '../charts.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueCharts } from '../components/catalogue-charts.tsx';
import { EChart } from '../components/echart.tsx';
import { UsageSection } from '../components/usage-section.tsx';

/**
 * The charts page (spec §2 /echarts), in the app's frame (issue #33): the catalogue in charts and the customer's
 * own usage. Its
 * charts are the only importers of ECharts, so no other page downloads the library; here it is fetched after
 * the page, while the catalogue and the cards are, and each chart is drawn once both are in.
 */
export function EchartsPage() {
  const { t } = useTranslation();
  useEffect(EChart.preload, []);
  return (
    <div className="charts-page">
      <h1 id="page-title" className="page-title">
        {t('charts.title')}
      </h1>
      <p>{t('charts.lead')}</p>
      <CatalogueCharts />
      <UsageSection />
    </div>
  );
}
