import {
  WEBHOOK_LOG_DAYS,
  type WebhookAttempt,
  type WebhookAttemptFilter,
} from '@simportal/contract/api/webhooks';
import { Button, Empty, Flex, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useRedeliverWebhook, useWebhookAttempts, useWebhookEventBody } from '../api/webhooks-api.ts';

const PAGE_SIZE = 10;

/** JSON as a person reads it, indented; any other text as it came. */
const readable = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** The body an event was sent with, fetched when opened (issue #67). */
function RequestBody({ endpointId, eventId }: { endpointId: number; eventId: string }) {
  const { t } = useTranslation();
  const body = useWebhookEventBody(endpointId, eventId);
  if (body.isError) {
    return <LoadFailed compact query={body} title={t('integrations.webhooks.log.requestBodyFailed')} />;
  }
  if (!body.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  return (
    <figure className="webhook-log-figure" aria-label={t('integrations.webhooks.log.requestBody')}>
      <pre className="webhook-log-body webhook-log-request">{readable(body.data.body)}</pre>
    </figure>
  );
}

/**
 * An endpoint's delivery log, newest first: each attempt's event, time, the receiver's answer (its HTTP status
 * and the start of its body), the request body it was sent (opened on demand) and a Redeliver button that sends
 * the same event again now; every attempt or the failed ones only (issue #67, as Stripe's log filters); the last
 * WEBHOOK_LOG_DAYS days, as the server keeps them, which the log says under its entries.
 */
export function WebhookDeliveryLog({ endpointId, actingAs }: { endpointId: number; actingAs: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [show, setShow] = useState<WebhookAttemptFilter>('all');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const attempts = useWebhookAttempts(endpointId, page, PAGE_SIZE, show);
  const redeliver = useRedeliverWebhook();
  const locale = currentLocale();
  const toggle = (id: number) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const filter = (
    <Segmented<WebhookAttemptFilter>
      size="small"
      aria-label={t('integrations.webhooks.log.show')}
      value={show}
      onChange={(value) => {
        setShow(value);
        setPage(1);
      }}
      options={[
        { value: 'all', label: t('integrations.webhooks.log.showAll') },
        { value: 'failed', label: t('integrations.webhooks.log.showFailed') },
      ]}
    />
  );

  if (attempts.isError) {
    return <LoadFailed compact query={attempts} title={t('integrations.webhooks.log.loadFailed')} />;
  }
  if (!attempts.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (attempts.data.total === 0) {
    const emptyKey = show === 'failed' ? 'noneFailed' : 'empty';
    return (
      <Flex vertical gap={8}>
        {show === 'failed' && filter}
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(`integrations.webhooks.log.${emptyKey}`, { days: WEBHOOK_LOG_DAYS })}
        />
      </Flex>
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
      {filter}
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
                <Button
                  type="link"
                  size="small"
                  className="webhook-log-toggle"
                  aria-expanded={opened.has(attempt.id)}
                  onClick={() => toggle(attempt.id)}
                >
                  {t(
                    opened.has(attempt.id)
                      ? 'integrations.webhooks.log.hideRequestBody'
                      : 'integrations.webhooks.log.requestBody',
                  )}
                </Button>
                {opened.has(attempt.id) && <RequestBody endpointId={endpointId} eventId={attempt.eventId} />}
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
