import '../wallet.css';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BalanceText } from '../../../components/balance-text.tsx';
import { useWalletSummary } from '../api/summary.ts';
import { PayOrderList } from '../components/pay-order-list.tsx';
import { RechargeForm } from '../components/recharge-form.tsx';
import { useMoney } from '../hooks/use-money.ts';

/** Account Recharge Center (spec §2): choose an amount and a payment method, confirm, then see your orders. */
export function RechargePage() {
  const { t } = useTranslation();
  const summary = useWalletSummary();
  const money = useMoney(summary.data?.currency);
  return (
    <section aria-labelledby="page-title" className="wallet-page">
      <Typography.Title id="page-title" level={1} className="page-title">
        {t('route.recharge')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('wallet.balance.current')}:{' '}
        <strong>{summary.data ? money(summary.data.balance) : <BalanceText />}</strong>
      </Typography.Paragraph>
      <Card title={t('wallet.recharge.formTitle')} className="recharge-form-card">
        <Typography.Paragraph type="secondary">{t('wallet.recharge.intro')}</Typography.Paragraph>
        <RechargeForm money={money} />
      </Card>
      <Card title={t('wallet.orders.title')}>
        <PayOrderList />
      </Card>
    </section>
  );
}
