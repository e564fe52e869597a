import type { PayOrderFees } from '@simportal/contract/fees';
import { SERVICE_FEE_BPS } from '@simportal/contract/fees';
import { INTERNATIONAL_FEE_BPS } from '@simportal/contract/money';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { useLocale } from '../hooks/use-money.ts';

const percent = (basisPoints: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/**
 * Amount, service fee, the 4% international fee when it applies, and the total (spec §3, §9), as computed by
 * the contract's payOrderFees: the same numbers the server stores on the order.
 */
export function FeeBreakdown({
  fees,
  money,
  international,
}: {
  fees: PayOrderFees | null;
  money: (minor: number) => string;
  international: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!fees) return <Typography.Text type="secondary">{t('wallet.fees.incomplete')}</Typography.Text>;
  const items = [
    { key: 'amount', label: t('wallet.fees.amount'), children: money(fees.amountMinor) },
    {
      key: 'service',
      label: t('wallet.fees.serviceFee', { percent: percent(SERVICE_FEE_BPS, locale) }),
      children: money(fees.serviceFeeMinor),
    },
    ...(international
      ? [
          {
            key: 'international',
            label: t('wallet.fees.internationalFee', { percent: percent(INTERNATIONAL_FEE_BPS, locale) }),
            children: money(fees.internationalFeeMinor),
          },
        ]
      : []),
    {
      key: 'total',
      label: t('wallet.fees.total'),
      children: <strong data-testid="fee-total">{money(fees.totalMinor)}</strong>,
    },
  ];
  return <Descriptions bordered size="small" column={1} items={items} className="wallet-breakdown" />;
}
