import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageIcons } from '../../../components/page-icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../hooks/use-money.ts';
import {
  ActivityAmount,
  ActivityReason,
  ActivityTypeTag,
  type ActivityViewProps,
} from './activity-parts.tsx';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';
import { RefundAction } from './refund-action.tsx';

/** Activities on a phone: each change reads as one entry (what, how much, why, when), nothing scrolls sideways. */
export function ActivityList({ data, loading, money, onPage }: ActivityViewProps) {
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
              <div className="activity-item-meta">
                <RefundAction activity={activity} money={money} />
              </div>
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
