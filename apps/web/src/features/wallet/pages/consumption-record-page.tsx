import '../wallet.css';
import type { ActivityFilter } from '@simportal/contract/api/wallet';
import { Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Panel } from '../../../components/panel.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { ACTIVITIES_PAGE_SIZE, fetchActivitiesCsv, useActivities } from '../api/activities.ts';
import { useWalletSummary } from '../api/summary.ts';
import { ActivityFilterBar } from '../components/activity-filter-bar.tsx';
// its view (antd's Table, or a phone's list) comes while the activities are being fetched: the filters show first
import { ActivityTable } from '../components/activity-table.tsx';
import { useMoney } from '../hooks/use-money.ts';

const filtersPlaceholder = () => <Skeleton active title={false} paragraph={{ rows: 2 }} />;

// The filters in a row come while the activities are being fetched; a phone gets a line of buttons instead
// (ActivityFilterBar), and antd's form, select and input only when it opens the filters.
const ActivityFilters = lazyPart(
  () => import('../components/activity-filters.tsx').then((module) => module.ActivityFilters),
  filtersPlaceholder,
);

/** Activities (spec §2, title key my_recharge_record): every balance change, newest first, filtered, exportable. */
export function ConsumptionRecordPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: ACTIVITIES_PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  const activities = useActivities(filter, paging.page, paging.pageSize);
  // the table follows the answer in a render of its own, in slices between frames, not in the one long task in
  // which the query's update is rendered
  const shownActivities = useDeferredValue(activities.data);
  const money = useMoney(useWalletSummary().data?.currency);
  const phone = useMediaQuery(PHONE_QUERY);

  const search = (next: ActivityFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  // The file holds what the table shows: exporting also applies the form's filters to the table.
  const exportCsv = async (next: ActivityFilter) => {
    search(next);
    setExporting(true);
    try {
      saveFile(await fetchActivitiesCsv(next), `activities-${dayjs().format('YYYY-MM-DD')}.csv`);
      notifySuccess('wallet.activities.exported');
    } catch (error) {
      if (!(isApiError(error) && error.notified)) notifyError((error as Error).message || 'server_error');
    } finally {
      setExporting(false);
    }
  };

  const failed = activities.isError && !activities.data;
  return (
    <section aria-labelledby="page-title" className="wallet-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.my_recharge_record')}
      </Typography.Title>
      <ActivitiesIntro />
      {phone ? (
        <ActivityFilterBar
          applied={filter}
          onSearch={search}
          onExport={() => void exportCsv(filter)}
          exporting={exporting}
        />
      ) : (
        <Panel>
          <ActivityFilters
            applied={filter}
            onSearch={search}
            onExport={(next) => void exportCsv(next)}
            exporting={exporting}
          />
        </Panel>
      )}
      {failed && (
        <Typography.Paragraph type="danger" role="alert">
          {t(activities.error.message, { ns: 'messages', defaultValue: t('wallet.activities.loadFailed') })}
        </Typography.Paragraph>
      )}
      <ActivityTable
        data={shownActivities}
        loading={activities.isFetching}
        money={money}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </section>
  );
}

/**
 * What the page holds, under its heading, the same in the server's shell and in the app: on a phone it is the
 * largest text of the shell's first frame, which no entry of the list arriving later outgrows (decision 0053).
 */
function ActivitiesIntro() {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph type="secondary" className="wallet-intro">
      {t('wallet.activities.intro')}
    </Typography.Paragraph>
  );
}
