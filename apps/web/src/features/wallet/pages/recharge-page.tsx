import '../wallet.css';
import { RECHARGE_AMOUNT_PARAM } from '@simportal/contract/balance-runway';
import { parseRechargeAmount } from '@simportal/contract/fees';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BalanceText } from '../../../components/balance-text.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TablePlaceholder } from '../../../components/table-placeholder.tsx';
import { Typography } from '../../../components/typography.tsx';
import { RunwayNote } from '../../billing/components/runway-note.tsx';
import { useWalletSummary } from '../api/summary.ts';
import { RechargeForm } from '../components/recharge-form.tsx';
import { useMoney } from '../hooks/use-money.ts';

// the orders sit below the form: antd's Table (47 KB gzip) comes after it
const PayOrderList = lazyPart(
  () => import('../components/pay-order-list.tsx').then((module) => module.PayOrderList),
  () => <TablePlaceholder rows={3} size="small" />,
);

/** `?amount=42` (major units, as a person types it): the amount to prefill, when it is one a recharge may add. */
const prefilledAmount = (params: URLSearchParams): number | undefined => {
  const parsed = parseRechargeAmount(params.get(RECHARGE_AMOUNT_PARAM) ?? '');
  return parsed.ok ? parsed.minor : undefined;
};

/**
 * Account Recharge Center (spec §2): choose an amount and a payment method, confirm, then see your orders. How
 * long the balance lasts comes with it; a reminder's link (`?amount=`) prefills the amount (decision 0033).
 */
export function RechargePage() {
  const { t } = useTranslation();
  const summary = useWalletSummary();
  const money = useMoney(summary.data?.currency);
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="page-title" className="wallet-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.recharge')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('common.labelled', { label: t('wallet.balance.current') })}
        <strong>{summary.data ? money(summary.data.balance) : <BalanceText />}</strong>
      </Typography.Paragraph>
      <RunwayNote offerTopUp />
      <Panel title={t('wallet.recharge.formTitle')} className="recharge-form-card">
        <Typography.Paragraph type="secondary">{t('wallet.recharge.intro')}</Typography.Paragraph>
        <RechargeForm money={money} prefillMinor={prefilledAmount(params)} />
      </Panel>
      <Panel title={t('wallet.orders.title')}>
        <PayOrderList />
      </Panel>
    </section>
  );
}
