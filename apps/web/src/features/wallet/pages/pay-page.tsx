import '../wallet.css';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { SupportChannels } from '../../../components/support-channels.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { loginPath } from '../../../lib/navigation.ts';
import { isLoggedIn } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { usePayOrder } from '../api/pay-orders.ts';
import { AdvanceRepaidNote } from '../components/advance-repaid-note.tsx';
import { CancelPayOrderButton } from '../components/cancel-pay-order-button.tsx';
import { PayOrderDetails } from '../components/pay-order-details.tsx';
import { PaymentNotice } from '../components/payment-notice.tsx';
import { ProFormaButton } from '../components/pro-forma-button.tsx';
import { refreshBalance } from '../hooks/refresh-balance.ts';
import { useMoney } from '../hooks/use-money.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Payment page (spec §2, public): the pay order of `?order=<id>`, the notice of spec §1 and how to reach the
 * administrators (the support channels, with the reference and amount written in where a channel allows). It
 * asks every few seconds whether the administrator has confirmed the order and then moves on to /pay/paySuccess.
 * While it waits, the customer may cancel it (decision 0036); a cancelled order says so and how to pay is gone.
 */
export function PayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderParam = params.get('order');
  const orderId = orderParam && UUID.test(orderParam) ? orderParam : null;
  const loggedIn = useAuth(isLoggedIn);
  const order = usePayOrder(loggedIn ? orderId : null);
  const finished = order.data?.status === 'FINISHED';
  const cancelled = order.data?.status === 'CANCELLED';
  const waiting = order.data?.status === 'INIT';
  const money = useMoney(order.data?.currency);

  useEffect(() => {
    if (!finished || !orderId) return;
    void refreshBalance(queryClient).then(() =>
      navigate(`/pay/paySuccess?order=${orderId}`, { replace: true }),
    );
  }, [finished, orderId, navigate, queryClient]);

  const body = () => {
    if (!orderId) {
      return (
        <Typography.Paragraph>
          {t('wallet.pay.noOrder')} <Link to="/recharge">{t('wallet.pay.toRecharge')}</Link>
        </Typography.Paragraph>
      );
    }
    if (!loggedIn) {
      return (
        <Typography.Paragraph>
          {t('wallet.pay.loginNeeded')}{' '}
          <Link to={loginPath(`/pay?order=${orderId}`)}>{t('wallet.pay.login')}</Link>
        </Typography.Paragraph>
      );
    }
    if (order.isError && !order.data) {
      const missing = isApiError(order.error) && order.error.status === 404;
      return (
        <Typography.Paragraph type="danger" role="alert">
          {missing ? t('wallet.pay.notFound') : t('wallet.pay.loadFailed')}
        </Typography.Paragraph>
      );
    }
    if (!order.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    const { reference, totalMinor } = order.data;
    return (
      <Flex vertical gap={16}>
        <div className={cancelled ? 'pay-status pay-status-cancelled' : 'pay-status'}>
          <Flex gap={12} align="center" role="status">
            {waiting && <Spin size="small" />}
            <strong className="pay-status-title">
              {finished
                ? t('wallet.pay.statusCredited')
                : cancelled
                  ? t('wallet.pay.statusCancelled')
                  : t('wallet.pay.statusWaiting')}
            </strong>
          </Flex>
          {cancelled && <p className="pay-status-text">{t('wallet.pay.statusCancelledText')}</p>}
          {waiting && (
            <Flex gap={12} align="center" justify="space-between" wrap className="pay-status-text">
              <span>{t('wallet.pay.statusWaitingText')}</span>
              <Button onClick={() => void order.refetch()} loading={order.isFetching}>
                {t('wallet.pay.checkNow')}
              </Button>
            </Flex>
          )}
        </div>
        {/* fees advanced while it waits (decision 0069): what of it repays them, and until when they run */}
        <AdvanceRepaidNote order={order.data} />
        <dl className="pay-key-facts">
          <div>
            <dt>{t('wallet.pay.yourReference')}</dt>
            <dd className="pay-reference">
              <span dir="ltr">{reference}</span> <CopyButton value={reference} />
            </dd>
          </div>
          <div>
            <dt>{t('wallet.pay.toPay')}</dt>
            <dd className="pay-total">{money(totalMinor)}</dd>
          </div>
        </dl>
        {waiting && (
          <section aria-labelledby="pay-how" className="pay-how">
            <h2 id="pay-how">{t('wallet.pay.howToPay')}</h2>
            <PaymentNotice reference={reference} />
            <SupportChannels message={{ reference, amount: money(totalMinor) }} />
          </section>
        )}
        <PayOrderDetails order={order.data} />
        <Flex gap={12} wrap>
          <ProFormaButton order={order.data} />
          {waiting && <CancelPayOrderButton order={order.data} />}
        </Flex>
      </Flex>
    );
  };

  return (
    <div className="pay-frame">
      <Panel className="pay-card">
        <Flex vertical gap={16}>
          <Typography.Title id="page-title" level={1} className="page-title">
            {t('route.pay')}
          </Typography.Title>
          {!order.data && <PaymentNotice />}
          {body()}
          <Flex gap={16} wrap>
            <Link to="/recharge">{t('wallet.pay.backToRecharge')}</Link>
            <Link to="/home">{t('common.backHome')}</Link>
          </Flex>
        </Flex>
      </Panel>
    </div>
  );
}
