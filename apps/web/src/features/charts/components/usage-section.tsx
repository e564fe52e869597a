import type { SimCard } from '@simportal/contract/api/sims';
import type { Page } from '@simportal/contract/envelope';
import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { api } from '../../../lib/api.ts';
import { formatData } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { cardUsageOption, cardUsageRows } from '../chart-data.ts';
import { ChartFigure } from './chart-figure.tsx';

/** My SIMs' first page is enough here: the chart compares cards, and a customer rarely holds more. */
const USAGE_CARDS = 50;

/** The logged-in customer's own cards: this period's data used and left per card, with links to Traffic Detail. */
export function UsageSection() {
  const { t } = useTranslation();
  const loggedIn = useAuth(isLoggedIn);
  return (
    <section className="charts-section" aria-labelledby="charts-usage">
      <h2 id="charts-usage">{t('charts.usageTitle')}</h2>
      {loggedIn ? (
        <CardUsage />
      ) : (
        <p>
          <Link to={loginPath('/echarts')}>{t('charts.usageLogin')}</Link>
        </p>
      )}
    </section>
  );
}

function CardUsage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cards = useQuery({
    queryKey: ['sims', 'usage-chart'],
    queryFn: () => api.get<Page<SimCard>>('/sims', { query: { page: 1, pageSize: USAGE_CARDS } }),
  });
  const rows = useMemo(() => cardUsageRows(cards.data?.items ?? []), [cards.data]);

  if (cards.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (cards.isError) return <Alert type="error" showIcon title={t('charts.usageFailed')} />;
  if (rows.length === 0) {
    return (
      <SmallEmpty
        description={
          <>
            <p>{t('charts.usageEmpty')}</p>
            <Link to="/mySims">{t('charts.usageMySims')}</Link>
          </>
        }
      />
    );
  }
  const mb = (kb: number) => formatData(kb, locale);
  const busiest = rows.reduce((most, row) => (row.usedKb > most.usedKb ? row : most));
  return (
    <>
      <ChartFigure
        id="chart-card-usage"
        title={t('charts.usageChartTitle')}
        summary={t('charts.usageSummary', { name: busiest.name, used: mb(busiest.usedKb) })}
        note={t('charts.usageNote')}
        option={cardUsageOption(rows, { used: t('charts.used'), left: t('charts.left') }, locale)}
        table={{
          columns: [t('charts.card'), t('charts.used'), t('charts.left')],
          rows: rows.map((row) => [row.name, mb(row.usedKb), row.leftKb === null ? '–' : mb(row.leftKb)]),
        }}
        showTableLabel={t('charts.showTable')}
      />
      <ul className="charts-card-links">
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={`/mySims/${row.id}/traffic`}>{t('charts.trafficDetailOf', { name: row.name })}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
