import type { AdminPayOrder } from '@simportal/contract/api/wallet';
import { Flex, Skeleton, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { useOverviewQueues, useWaitingPayOrders } from '../api/dashboard-api.ts';
import { ConfirmPayOrderButton } from '../pay-orders/confirm-pay-order-button.tsx';
import { REFUND_QUEUE_ID, RefundQueue } from '../pay-orders/refund-queue.tsx';
import { useAdminFormat } from '../use-admin-format.ts';
import { FindPayOrder } from './find-pay-order.tsx';

/**
 * One waiting pay order with its Confirm button (the wallet's confirmation: audited, credited once), marked when
 * it has waited past PAY_ORDER_REMIND_AFTER_MINUTES (the administrators were mailed a reminder) and with what a
 * bridge has advanced against it. What to look for
 * in the bank comes first: the amount the customer was asked to pay, fees included (issue #56), then the credit.
 */
function WaitingOrder({ order }: { order: AdminPayOrder }) {
  const { t } = useTranslation();
  const { money, when } = useAdminFormat();
  return (
    <Flex wrap justify="space-between" align="center" gap={8} component="li" className="overview-order">
      <div>
        <strong>{order.reference}</strong> · {order.username}
        {order.overdue && (
          <>
            {' '}
            <Tag color="error">{t('admin.overview.overdue')}</Tag>
          </>
        )}
        {/* fees advanced against it (decision 0069): its confirmation pays them back, so it goes first */}
        {order.advancedMinor !== null && (
          <>
            {' '}
            <Tag color="warning">
              {t('admin.overview.advanced', { amount: money(order.advancedMinor, order.currency) })}
            </Tag>
          </>
        )}
        <div className="overview-order-pays">
          {t('admin.overview.orderPays', { amount: money(order.totalMinor, order.currency) })}
        </div>
        <div className="overview-muted">
          {t('admin.overview.orderCredits', { amount: money(order.amountMinor, order.currency) })} ·{' '}
          {when(order.createdAt)}
        </div>
      </div>
      <ConfirmPayOrderButton order={order} button={{ size: 'small', type: 'primary' }} />
    </Flex>
  );
}

/** Brings the waiting refunds' list into view and moves the focus there (an in-page link the router leaves be). */
const openRefundQueue = (event: MouseEvent<HTMLAnchorElement>) => {
  const list = document.getElementById(REFUND_QUEUE_ID);
  if (!list) return;
  event.preventDefault();
  list.scrollIntoView({ block: 'start' });
  list.focus({ preventScroll: true });
};

/**
 * What needs a person now: pay orders to confirm (confirmable here, or found by the reference a customer quotes),
 * eSIM stock, failed deliveries, the network drift.
 */
export function QueuesSection() {
  const { t } = useTranslation();
  const { money } = useAdminFormat();
  const queues = useOverviewQueues();
  const orders = useWaitingPayOrders();

  if (queues.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (queues.isError) return <LoadFailed query={queues} title={t('admin.overview.queuesFailed')} compact />;
  const { payOrdersWaiting, refundsWaiting, esimStock, advances, networkDrift } = queues.data;
  // every kind the Failed deliveries tab lists (the administrators' digest counts the same, decision 0092)
  const deliveryKinds = [
    ['carrierCount', queues.data.carrierCommands],
    ['mailCount', queues.data.mails],
    ['pushCount', queues.data.pushes],
    ['webhookCount', queues.data.webhooks],
  ] as const;
  const failedDeliveries = deliveryKinds.reduce((sum, [, kind]) => sum + kind.failed + kind.dead, 0);

  return (
    <section aria-labelledby="overview-queues" className="overview-section">
      <h2 id="overview-queues">{t('admin.overview.queuesTitle')}</h2>
      <dl className="overview-queues">
        <div className={payOrdersWaiting > 0 ? 'overview-queue overview-queue-attention' : 'overview-queue'}>
          <dt>{t('admin.overview.payOrdersWaiting')}</dt>
          <dd>{payOrdersWaiting}</dd>
        </div>
        {/* refunds the rule left to a person (decision 0101): their list is below the pay orders' */}
        <div className={refundsWaiting > 0 ? 'overview-queue overview-queue-attention' : 'overview-queue'}>
          <dt>{t('admin.overview.refundsWaiting')}</dt>
          <dd>{refundsWaiting}</dd>
          <dd className="overview-queue-note">
            <a href={`#${REFUND_QUEUE_ID}`} onClick={openRefundQueue}>
              {t('admin.overview.openRefunds')}
            </a>
          </dd>
        </div>
        {/* fees advanced against waiting top-ups (decision 0069): money owed until those orders are confirmed */}
        <div
          className={advances.owedMinor > 0 ? 'overview-queue overview-queue-attention' : 'overview-queue'}
        >
          <dt>{t('admin.overview.advancesOwed')}</dt>
          <dd>{money(advances.owedMinor, advances.currency)}</dd>
          <dd className="overview-queue-note">
            {advances.open === 0
              ? t('admin.overview.advancesNone')
              : t('admin.overview.advancesOpen', { count: advances.open })}
          </dd>
        </div>
        <div className={esimStock.low ? 'overview-queue overview-queue-attention' : 'overview-queue'}>
          <dt>{t('admin.overview.esimStock')}</dt>
          <dd>
            {esimStock.available}{' '}
            {esimStock.low && (
              <Tag color="error">{t('admin.overview.esimLow', { threshold: esimStock.threshold })}</Tag>
            )}
          </dd>
        </div>
        <div className={failedDeliveries > 0 ? 'overview-queue overview-queue-attention' : 'overview-queue'}>
          <dt>{t('admin.overview.failedDeliveries')}</dt>
          <dd>{failedDeliveries}</dd>
          {/* carrier commands and mails always (the operator's two lifelines), pushes and webhooks when any */}
          {deliveryKinds
            .filter(
              ([key, kind]) => key === 'carrierCount' || key === 'mailCount' || kind.failed + kind.dead > 0,
            )
            .map(([key, kind]) => (
              <dd key={key} className="overview-queue-note">
                {t(`admin.overview.${key}`, { failed: kind.failed, dead: kind.dead })}
              </dd>
            ))}
          <dd className="overview-queue-note">
            <Link to="?tab=deliveries">{t('admin.overview.openDeliveries')}</Link>
          </dd>
        </div>
        {/* reconciliation's open differences between the portal and the network (issue #69), as ledger drift is
            a figure of the books */}
        <div className={networkDrift > 0 ? 'overview-queue overview-queue-attention' : 'overview-queue'}>
          <dt>{t('admin.overview.networkDrift')}</dt>
          <dd>{networkDrift}</dd>
          <dd className="overview-queue-note">{t('admin.overview.networkDriftNote')}</dd>
          <dd className="overview-queue-note">
            <Link to="?tab=network">{t('admin.overview.openNetwork')}</Link>
          </dd>
        </div>
      </dl>
      <h3 className="overview-subtitle">{t('admin.overview.waitingOrdersTitle')}</h3>
      <FindPayOrder />
      {orders.isError ? (
        <LoadFailed query={orders} title={t('admin.common.loadFailed')} compact />
      ) : !orders.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : orders.data.items.length === 0 ? (
        <SmallEmpty description={t('admin.overview.noWaitingOrders')} />
      ) : (
        <>
          <ul className="overview-orders">
            {orders.data.items.map((order) => (
              <WaitingOrder key={order.id} order={order} />
            ))}
          </ul>
          {orders.data.total > orders.data.items.length && (
            <p className="overview-muted">
              {t('admin.overview.moreOrders', { count: orders.data.total - orders.data.items.length })}
            </p>
          )}
        </>
      )}
      <RefundQueue />
    </section>
  );
}
