import type { Activity } from '@simportal/contract/api/wallet';
import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { useLocale } from '../hooks/use-money.ts';
import {
  ActivityAmount,
  ActivityReason,
  ActivityTypeTag,
  type ActivityViewProps,
} from './activity-parts.tsx';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';
import { RefundAction } from './refund-action.tsx';

/** Activities where there is room for spec §3's eight columns: antd's Table, with its pages and sizes. */
export function ActivityColumns({ data, loading, money, onPage }: ActivityViewProps) {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const locale = useLocale();
  const columns: TableProps<Activity>['columns'] = [
    {
      key: 'type',
      title: t('wallet.activities.columns.type'),
      render: (_, activity) => <ActivityTypeTag activity={activity} />,
    },
    {
      key: 'amount',
      title: t('wallet.activities.columns.amount'),
      align: 'right',
      render: (_, activity) => <ActivityAmount activity={activity} money={money} />,
    },
    {
      key: 'balanceAfter',
      title: t('wallet.activities.columns.balanceAfter'),
      align: 'right',
      render: (_, activity) => money(activity.balanceAfterMinor),
    },
    {
      key: 'createdAt',
      title: t('wallet.activities.columns.createdAt'),
      render: (_, activity) => formatDateTime(activity.createdAt, locale),
    },
    {
      key: 'rechargeStatus',
      title: t('wallet.activities.columns.rechargeStatus'),
      render: (_, activity) =>
        activity.rechargeStatus ? <PayOrderStatusTag status={activity.rechargeStatus} /> : '—',
    },
    {
      key: 'reason',
      title: t('wallet.activities.columns.reason'),
      render: (_, activity) => <ActivityReason activity={activity} />,
    },
    {
      key: 'tradeDate',
      title: t('wallet.activities.columns.tradeDate'),
      render: (_, activity) => formatDay(activity.tradeDate, locale),
    },
    {
      key: 'card',
      title: t('wallet.activities.columns.card'),
      render: (_, activity) => activity.cardNumber ?? '—',
    },
    {
      key: 'refund',
      title: t('wallet.refunds.column'),
      render: (_, activity) => <RefundAction activity={activity} money={money} />,
    },
  ];
  return (
    <ScrollRegion label={t('route.my_recharge_record')}>
      <Table<Activity>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <span className="wallet-empty">{t('wallet.activities.empty')}</span> }}
        pagination={{
          ...pageIcons,
          current: data?.page ?? 1,
          pageSize: data?.pageSize ?? 20,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('wallet.activities.total', { total }),
          onChange: onPage,
        }}
      />
    </ScrollRegion>
  );
}
