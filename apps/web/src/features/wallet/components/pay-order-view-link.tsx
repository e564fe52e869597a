import type { PayOrder } from '@simportal/contract/api/wallet';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to a pay order's payment page, named after the order so that a screen reader tells the rows apart. */
export function PayOrderViewLink({ order, className }: { order: PayOrder; className: string }) {
  const { t } = useTranslation();
  return (
    <Link
      className={className}
      to={`/pay?order=${order.id}`}
      aria-label={t('wallet.orders.viewOrder', { reference: order.reference })}
    >
      {t('wallet.orders.view')}
    </Link>
  );
}
