import { WEBHOOK_LOG_DAYS, type WebhookAttempt } from '@simportal/contract/api/webhooks';
import { Button, Empty, Flex, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useRedeliverWebhook, useWebhookAttempts } from '../api/webhooks-api.ts';

const PAGE_SIZE = 10;

/**
 * An endpoint's delivery log, newest first: each attempt's event, time, the receiver's answer (its HTTP status
 * and the start of its body) and a Redeliver button that sends the same event again now; the last
 * WEBHOOK_LOG_DAYS days, as the server keeps them, which the log says under its entries.
 */
export function WebhookDeliveryLog({ endpointId, actingAs }: { endpointId: number; actingAs: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const attempts = useWebhookAttempts(endpointId, page, PAGE_SIZE);
  const redeliver = useRedeliverWebhook();
  const locale = currentLocale();

  if (attempts.isError) {
    return <LoadFailed compact query={attempts} title={t('integrations.webhooks.log.loadFailed')} />;
  }
  if (!attempts.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (attempts.data.total === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('integrations.webhooks.log.empty', { days: WEBHOOK_LOG_DAYS })}
      />
    );
  }

  const again = (attempt: WebhookAttempt) =>
    redeliver.mutate(
      { id: endpointId, eventId: attempt.eventId },
      {
        onSuccess: (result) =>
          result.delivered
            ? notifySuccess('integrations.webhooks.log.redelivered')
            : notifyInfo('integrations.webhooks.log.redeliverFailed'),
      },
    );

  return (
    <Flex vertical gap={8}>
      <ul className="webhook-log" aria-label={t('integrations.webhooks.deliveries')}>
        {attempts.data.items.map((attempt) => (
          <li key={attempt.id} className="webhook-log-entry">
            <Flex justify="space-between" align="start" gap={8} wrap>
              <Flex vertical gap={2} className="webhook-log-main">
                <Flex gap={8} align="center" wrap>
                  <Tag color={attempt.succeeded ? 'success' : 'error'}>
                    {t(
                      attempt.succeeded
                        ? 'integrations.webhooks.log.delivered'
                        : 'integrations.webhooks.log.failed',
                    )}
                  </Tag>
                  <span>{t(`integrations.webhooks.event.${attempt.eventType}`)}</span>
                </Flex>
                <Typography.Text type="secondary" className="webhook-log-meta">
                  {[
                    formatDateTime(attempt.at, locale),
                    attempt.responseStatus === null
                      ? t('integrations.webhooks.log.noAnswer')
                      : `HTTP ${attempt.responseStatus}`,
                    t('integrations.webhooks.log.attempt', { number: attempt.attempt }),
                    t('integrations.webhooks.log.duration', { ms: attempt.durationMs }),
                  ].join(' · ')}
                </Typography.Text>
                {(attempt.error ?? attempt.responseBody) && (
                  <code className="webhook-log-body">{attempt.error ?? attempt.responseBody}</code>
                )}
                <Typography.Text type="secondary" className="webhook-log-meta">
                  {attempt.eventId}
                </Typography.Text>
              </Flex>
              {actingAs ? null : (
                <Button
                  size="small"
                  loading={redeliver.isPending && redeliver.variables?.eventId === attempt.eventId}
                  onClick={() => again(attempt)}
                >
                  {t('integrations.webhooks.log.redeliver')}
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" className="webhook-log-meta">
        {t('integrations.webhooks.log.kept', { days: WEBHOOK_LOG_DAYS })}
      </Typography.Text>
      {attempts.data.total > PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={attempts.data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}
