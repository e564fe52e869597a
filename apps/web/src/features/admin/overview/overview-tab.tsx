import './overview.css';
import { todayInTimeZone } from '@simportal/contract/calendar-date';
import { Alert, Empty, Flex, Skeleton, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDay } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { fetchOverviewCsv, type OverviewRange, useOverview } from '../api/dashboard-api.ts';
import { reasonOf } from '../failure.ts';
import { useAdminFormat } from '../use-admin-format.ts';
import { CardsAndDestinations } from './cards-and-destinations.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { OverviewChart } from './overview-chart.tsx';
import { OverviewRangeControls } from './overview-range.tsx';
import { OverviewSections } from './overview-sections.tsx';
import { QueuesSection } from './queues-section.tsx';

/** The range's error as a message key: the range rule the server named, else its key. */
const rangeProblem = (error: unknown): string => {
  const rule = (error as { data?: { rule?: unknown } } | null)?.data?.rule;
  return typeof rule === 'string' ? rule : (reasonOf(error) ?? 'server_error');
};

/**
 * Admin Management › Overview: the queues that need a person, then the business over a range of business days
 * (BILLING_TZ): totals, revenue by kind, top-ups, active cards and new customers, cards by state, destinations,
 * each chart with its table; the days can be downloaded as CSV.
 */
export function OverviewTab() {
  const { t } = useTranslation();
  const { locale } = useAdminFormat();
  const { notification } = useFeedback();
  const [range, setRange] = useState<OverviewRange>({ preset: 'last7Days' });
  const [exporting, setExporting] = useState(false);
  const query = useOverview(range);
  const overview = query.data;
  // until the server said which business day it is, the browser's day bounds the picker
  const today = overview?.today ?? todayInTimeZone(browserTimeZone());
  useEffect(() => OverviewChart.preload(), []);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = overview ? `overview-${overview.start}-${overview.end}.csv` : 'overview.csv';
      saveFile(await fetchOverviewCsv(range), name);
    } catch (error) {
      notification.error({
        title: t('admin.overview.exportFailed'),
        description: translateMessage(error instanceof Error ? error.message : 'server_error'),
        role: 'alert',
      });
    } finally {
      setExporting(false);
    }
  };

  const quiet =
    overview &&
    overview.topRegions.length === 0 &&
    overview.days.every(
      (day) =>
        day.revenueMinor === 0 &&
        day.topUpsMinor === 0 &&
        day.starterPackCreditsMinor === 0 &&
        day.refundsMinor === 0,
    ) &&
    overview.totals.newCustomers === 0;

  return (
    <Flex vertical gap={16}>
      <QueuesSection />
      <OverviewRangeControls
        range={range}
        today={today}
        onChange={setRange}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      {overview && (
        <p className="overview-muted" aria-live="polite">
          {t('admin.overview.showing', {
            start: formatDay(overview.start, locale),
            end: formatDay(overview.end, locale),
          })}
        </p>
      )}
      {query.isError && !overview && (
        <LoadFailed
          query={query}
          title={t('admin.overview.loadFailed')}
          description={translateMessage(rangeProblem(query.error))}
        />
      )}
      {query.isError && overview && (
        <Alert type="error" showIcon title={translateMessage(rangeProblem(query.error))} />
      )}
      {query.isPending && (
        <Skeleton active paragraph={{ rows: 8 }} aria-label={t('admin.overview.loading')} />
      )}
      {overview && (
        <Spin spinning={query.isFetching}>
          <HeadlineFigures overview={overview} />
          {quiet ? (
            <Empty description={t('admin.overview.empty')} className="overview-empty" />
          ) : (
            <OverviewSections overview={overview} />
          )}
          <CardsAndDestinations overview={overview} />
        </Spin>
      )}
    </Flex>
  );
}
