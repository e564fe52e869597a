import type { PayOrder } from '@simportal/contract/api/wallet';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale, useMoney } from '../hooks/use-money.ts';
import { PayOrderStatusTag } from './pay-order-status-tag.tsx';

/** A pay order as spec §3 lists it: amount, remark info, service fee, total, and its status. */
export function PayOrderDetails({ order }: { order: PayOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(order.currency);
  const items = [
    { key: 'reference', label: t('wallet.pay.reference'), children: <strong>{order.reference}</strong> },
    ...(order.remark ? [{ key: 'remark', label: t('wallet.pay.remark'), children: order.remark }] : []),
    { key: 'method', label: t('wallet.recharge.method'), children: t(`wallet.method.${order.method}`) },
    { key: 'amount', label: t('wallet.fees.amount'), children: money(order.amountMinor) },
    { key: 'serviceFee', label: t('wallet.pay.serviceFee'), children: money(order.serviceFeeMinor) },
    ...(order.method === 'INTERNATIONAL'
      ? [
          {
            key: 'intl',
            label: t('wallet.pay.internationalFee'),
            children: money(order.internationalFeeMinor),
          },
        ]
      : []),
    { key: 'total', label: t('wallet.fees.total'), children: <strong>{money(order.totalMinor)}</strong> },
    { key: 'status', label: t('wallet.pay.status'), children: <PayOrderStatusTag status={order.status} /> },
    { key: 'createdAt', label: t('wallet.pay.createdAt'), children: formatDateTime(order.createdAt, locale) },
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}
