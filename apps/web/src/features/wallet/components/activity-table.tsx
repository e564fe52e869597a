import type { Activity } from '@simportal/contract/api/wallet';
import type { ActivityType } from '@simportal/contract/enums';
import { Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../hooks/use-money.ts';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';
import { ScrollRegion } from './scroll-region.tsx';

// Dark shades (the 7th/8th of antd's palettes) under white text, for WCAG AA contrast.
const TYPE_COLORS: Record<ActivityType, string> = {
  TOP_UP: '#237804',
  REFUND: '#006d75',
  DAILY_FEE: '#595959',
  ADD_ON_PURCHASE: '#0958d9',
  ESIM_APPLY: '#531dab',
};

export interface ActivityTablePage {
  items: Activity[];
  total: number;
  page: number;
  pageSize: number;
}

/** Spec §3 "Activity / recharge record": type, change amount, balance after, change time, status, reason, day. */
export function ActivityTable({
  data,
  loading,
  money,
  onPage,
}: {
  data: ActivityTablePage | undefined;
  loading: boolean;
  money: (minor: number, options?: { signed?: boolean }) => string;
  onPage: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableProps<Activity>['columns'] = [
    {
      key: 'type',
      title: t('wallet.activities.columns.type'),
      render: (_, activity) => (
        <Tag variant="solid" color={TYPE_COLORS[activity.type]}>
          {t(`wallet.type.${activity.type}`)}
        </Tag>
      ),
    },
    {
      key: 'amount',
      title: t('wallet.activities.columns.amount'),
      align: 'right',
      render: (_, activity) => (
        <span className={activity.amountMinor >= 0 ? 'wallet-amount-credit' : 'wallet-amount-debit'}>
          {money(activity.amountMinor, { signed: true })}
        </span>
      ),
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
      render: (_, activity) => (
        <>
          {t(`wallet.reason.${activity.reason}`, { defaultValue: activity.reason })}
          {activity.starterPack ? (
            <Typography.Text type="secondary" className="activity-note">
              {' · '}
              {t('wallet.reason.starterPackDetail', {
                days: activity.starterPack.days,
                plan: activity.starterPack.planName[locale],
              })}
            </Typography.Text>
          ) : (
            activity.note && (
              <Typography.Text type="secondary" className="activity-note">
                {' · '}
                {activity.note}
              </Typography.Text>
            )
          )}
        </>
      ),
    },
    { key: 'tradeDate', title: t('wallet.activities.columns.tradeDate'), dataIndex: 'tradeDate' },
    {
      key: 'card',
      title: t('wallet.activities.columns.card'),
      render: (_, activity) => activity.cardNumber ?? '—',
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
