import type { Activity } from '@simportal/contract/api/wallet';
import type { ActivityType } from '@simportal/contract/enums';
import { Pagination, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useLocale } from '../hooks/use-money.ts';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';

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

type Money = (minor: number, options?: { signed?: boolean }) => string;

function ActivityTypeTag({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  return (
    <Tag variant="solid" color={TYPE_COLORS[activity.type]}>
      {t(`wallet.type.${activity.type}`)}
    </Tag>
  );
}

function ActivityAmount({ activity, money }: { activity: Activity; money: Money }) {
  return (
    <span className={activity.amountMinor >= 0 ? 'wallet-amount-credit' : 'wallet-amount-debit'}>
      {money(activity.amountMinor, { signed: true })}
    </span>
  );
}

/** The reason, and what it was about: a StarterPack credit's days and plan, or the note a person wrote. */
function ActivityReason({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detail = activity.starterPack
    ? t('wallet.reason.starterPackDetail', {
        days: activity.starterPack.days,
        plan: activity.starterPack.planName[locale],
      })
    : activity.note;
  return (
    <>
      {t(`wallet.reason.${activity.reason}`, { defaultValue: activity.reason })}
      {detail && (
        <Typography.Text type="secondary" className="activity-note">
          {' · '}
          {detail}
        </Typography.Text>
      )}
    </>
  );
}

interface ActivityViewProps {
  data: ActivityTablePage | undefined;
  loading: boolean;
  money: Money;
  onPage: (page: number, pageSize: number) => void;
}

/**
 * Spec §3 "Activity / recharge record": type, change amount, balance after, change time, status, reason, day.
 * A table where there is room for its eight columns; on a phone, a list in which each change reads as one entry
 * (what, how much, why, when), with nothing scrolling sideways.
 */
export function ActivityTable(props: ActivityViewProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? <ActivityList {...props} /> : <ActivityColumns {...props} />;
}

function ActivityList({ data, loading, money, onPage }: ActivityViewProps) {
  const { t } = useTranslation();
  const pageIcons = usePageIcons();
  const locale = useLocale();
  const items = data?.items ?? [];
  return (
    <section aria-label={t('route.my_recharge_record')} aria-busy={loading} className="activity-list-region">
      {items.length === 0 ? (
        <p className="wallet-empty activity-list-empty">{loading ? '' : t('wallet.activities.empty')}</p>
      ) : (
        <ol className="activity-list">
          {items.map((activity) => (
            <li key={activity.id} className="activity-item">
              <div className="activity-item-head">
                <ActivityTypeTag activity={activity} />
                <ActivityAmount activity={activity} money={money} />
              </div>
              <div className="activity-item-reason">
                <ActivityReason activity={activity} />
              </div>
              <div className="activity-item-meta">
                <span>{formatDateTime(activity.createdAt, locale)}</span>
                <span>
                  {t('wallet.activities.columns.balanceAfter')} {money(activity.balanceAfterMinor)}
                </span>
              </div>
              {(activity.cardNumber || activity.rechargeStatus) && (
                <div className="activity-item-meta">
                  <span>
                    {activity.cardNumber && `${t('wallet.activities.columns.card')} ${activity.cardNumber}`}
                  </span>
                  {activity.rechargeStatus && <PayOrderStatusTag status={activity.rechargeStatus} />}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination
        {...pageIcons}
        className="activity-list-pages"
        size="small"
        simple
        current={data?.page ?? 1}
        pageSize={data?.pageSize ?? 20}
        total={data?.total ?? 0}
        showSizeChanger={false}
        showTotal={(total) => t('wallet.activities.total', { total })}
        onChange={onPage}
        hideOnSinglePage
      />
    </section>
  );
}

function ActivityColumns({ data, loading, money, onPage }: ActivityViewProps) {
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
