import type { PayOrder } from '@simportal/contract/api/wallet';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../hooks/use-money.ts';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';
import { PayOrderViewLink } from './pay-order-view-link.tsx';

/**
 * The pay orders on a phone: each order reads as one entry (reference and status, then what it costs, its method
 * and date, and the way to its payment page), where the desktop's seven columns squeezed a date onto five lines
 * and pushed the status out of sight.
 */
export function PayOrderItems({ orders, money }: { orders: PayOrder[]; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ol className="activity-list" aria-label={t('wallet.orders.title')}>
      {orders.map((order) => (
        <li key={order.id} className="activity-item">
          <div className="activity-item-head">
            <span>{order.reference}</span>
            <PayOrderStatusTag status={order.status} />
          </div>
          <div className="activity-item-meta">
            <span>
              {t('wallet.orders.amount')} {money(order.amountMinor)}
            </span>
            <span>
              {t('wallet.orders.total')} {money(order.totalMinor)}
            </span>
          </div>
          <div className="activity-item-meta">
            <span>{t(`wallet.method.${order.method}`)}</span>
            <span>{formatDateTime(order.createdAt, locale)}</span>
          </div>
          <PayOrderViewLink className="pay-order-item-view" order={order} />
        </li>
      ))}
    </ol>
  );
}
