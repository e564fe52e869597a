import type { FailedDelivery } from '@simportal/contract/api/deliveries';
import { Alert, Button, Flex, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useFailedDeliveries, useRetryDelivery } from '../api/deliveries-api.ts';
import { reasonOf } from '../failure.ts';
import { useAdminMay } from '../roles/use-admin-may.ts';
import { useAdminFormat } from '../use-admin-format.ts';

/**
 * Failed deliveries: what the portal could not tell the carrier or send by mail after a change, of every kind in
 * one list, newest first. Those still being retried show their next try; those given up wait for an
 * administrator, who can send one again now (the server audits it). The list follows the background retries
 * while it is open.
 */
export function DeliveriesTab() {
  const { t } = useTranslation();
  const { when } = useAdminFormat();
  const { notification } = useFeedback();
  const query = useFailedDeliveries();
  const retry = useRetryDelivery();
  // sending again serves a customer: a viewer sees the failures, not the button (issue #34)
  const mayRetry = useAdminMay('serve');

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon title={t('admin.deliveries.loadFailed')} />;
  const { deliveries } = query.data;

  /** What it is and for whom: a command's action and card, a mail's subject and address, a push's title and account. */
  const titleOf = (delivery: FailedDelivery) => {
    if (delivery.kind === 'carrier_command')
      return `${t(`admin.deliveries.action.${delivery.action}`)} · ${t('admin.deliveries.card', { number: delivery.cardNumber })}`;
    if (delivery.kind === 'mail') return `${delivery.subject} · ${delivery.toAddress}`;
    // a webhook's event in the screen's words, as the webhook form names it, never its API code
    const title =
      delivery.kind === 'webhook'
        ? t(`admin.deliveries.event.${delivery.eventType}`, { defaultValue: delivery.eventType })
        : delivery.title;
    return delivery.userId === null
      ? `${title} · ${t('admin.deliveries.deviceRemoved')}`
      : `${title} · ${t('admin.deliveries.account', { id: delivery.userId })}`;
  };

  const factsOf = (delivery: FailedDelivery) => [
    t('admin.deliveries.created', { at: when(delivery.createdAt) }),
    t('admin.deliveries.attempts', { count: delivery.attempts }),
    ...(delivery.nextAttemptAt ? [t('admin.deliveries.next', { at: when(delivery.nextAttemptAt) })] : []),
    ...(delivery.waitingBehind > 0 ? [t('admin.deliveries.waiting', { count: delivery.waitingBehind })] : []),
    ...(delivery.retryable ? [] : [t('admin.deliveries.withdrawn')]),
  ];

  const sendAgain = (id: number) =>
    retry.mutate(id, {
      onSuccess: (result) =>
        result.state === 'delivered'
          ? notification.success({ title: t('admin.deliveries.sent'), role: 'status' })
          : notification.warning({ title: t('admin.deliveries.stillFailing'), role: 'status' }),
      onError: (error) => {
        const reason = reasonOf(error);
        if (reason !== null) {
          notification.error({
            title: t('admin.deliveries.retryFailed'),
            description: translateMessage(reason),
            role: 'alert',
          });
        }
      },
    });

  return (
    <div className="deliveries">
      <Typography.Paragraph className="deliveries-intro">{t('admin.deliveries.intro')}</Typography.Paragraph>
      {deliveries.length === 0 ? (
        <SmallEmpty description={t('admin.deliveries.empty')} />
      ) : (
        <Flex vertical gap={8} component="ul" className="delivery-list">
          {deliveries.map((delivery) => {
            const title = titleOf(delivery);
            const dead = delivery.state === 'dead';
            return (
              <Flex vertical gap={4} component="li" key={delivery.id} className="delivery-item">
                <Flex wrap align="center" justify="space-between" gap={8} className="delivery-item-head">
                  <strong>{title}</strong>
                  <Flex gap={4} component="span">
                    <Tag>{t(`admin.deliveries.kind.${delivery.kind}`)}</Tag>
                    <Tag className={dead ? 'delivery-dead' : 'delivery-retrying'}>
                      {t(dead ? 'admin.deliveries.dead' : 'admin.deliveries.retrying')}
                    </Tag>
                  </Flex>
                </Flex>
                <p className="delivery-facts">{factsOf(delivery).join(' · ')}</p>
                {delivery.lastError && (
                  <p className="delivery-error">
                    {t('admin.deliveries.error')} <code>{delivery.lastError}</code>
                  </p>
                )}
                {mayRetry && (
                  <div>
                    <Button
                      size="small"
                      disabled={!delivery.retryable}
                      loading={retry.isPending && retry.variables === delivery.id}
                      aria-label={t('admin.deliveries.retryFor', { what: title })}
                      onClick={() => sendAgain(delivery.id)}
                    >
                      {t('admin.deliveries.retry')}
                    </Button>
                  </div>
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
    </div>
  );
}
