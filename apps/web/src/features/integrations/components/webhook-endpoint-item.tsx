import type { WebhookEndpoint } from '@simportal/contract/api/webhooks';
import { Button, Flex, Popconfirm, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
} from '../api/webhooks-api.ts';
import { WebhookDeliveryLog } from './webhook-delivery-log.tsx';

/**
 * One endpoint: its address, events and latest delivery, turned on or off with a switch, and its actions (edit,
 * test, rotate the secret, delete, each change confirmed), with its delivery log folded below.
 */
export function WebhookEndpointItem({
  endpoint,
  actingAs,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  actingAs: boolean;
  onEdit: () => void;
  onSecret: (shown: { url: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [logOpen, setLogOpen] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();

  const outcome =
    endpoint.lastStatus === null ? t('integrations.webhooks.log.noAnswer') : `HTTP ${endpoint.lastStatus}`;

  return (
    <li className="webhook-endpoint">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Flex vertical gap={2} className="webhook-endpoint-main">
            <span className="webhook-url">{endpoint.url}</span>
            {endpoint.description && (
              <Typography.Text type="secondary">{endpoint.description}</Typography.Text>
            )}
          </Flex>
          <Switch
            checked={endpoint.enabled}
            disabled={actingAs}
            loading={update.isPending}
            aria-label={t('integrations.webhooks.enabledLabel', { url: endpoint.url })}
            checkedChildren={t('integrations.webhooks.on')}
            unCheckedChildren={t('integrations.webhooks.off')}
            onChange={(enabled) => update.mutate({ id: endpoint.id, body: { enabled } })}
          />
        </Flex>
        <Flex gap={4} wrap>
          {endpoint.events.map((type) => (
            <Tag key={type}>{t(`integrations.webhooks.event.${type}`)}</Tag>
          ))}
        </Flex>
        <Typography.Text type="secondary" className="webhook-meta">
          {endpoint.lastAttemptAt
            ? t('integrations.webhooks.lastDelivery', {
                when: formatDateTime(endpoint.lastAttemptAt, locale),
                outcome,
              })
            : t('integrations.webhooks.neverSent')}
        </Typography.Text>
        {endpoint.previousSecretExpiresAt && (
          <Typography.Text type="secondary" className="webhook-meta">
            {t('integrations.webhooks.rotating', {
              until: formatDateTime(endpoint.previousSecretExpiresAt, locale),
            })}
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => setLogOpen((open) => !open)} aria-expanded={logOpen}>
            {t(logOpen ? 'integrations.webhooks.hideDeliveries' : 'integrations.webhooks.deliveries')}
          </Button>
          {actingAs ? null : (
            <>
              <Button size="small" onClick={onEdit}>
                {t('integrations.webhooks.edit')}
              </Button>
              <Button
                size="small"
                disabled={!endpoint.enabled}
                loading={test.isPending}
                onClick={() =>
                  test.mutate(endpoint.id, {
                    onSuccess: (result) =>
                      result.delivered
                        ? notifySuccess('integrations.webhooks.testSent')
                        : notifyInfo('integrations.webhooks.testFailed'),
                  })
                }
              >
                {t('integrations.webhooks.test')}
              </Button>
              <Popconfirm
                title={t('integrations.webhooks.rotateTitle')}
                description={<span className="webhook-confirm">{t('integrations.webhooks.rotateText')}</span>}
                okText={t('integrations.webhooks.rotate')}
                cancelText={t('integrations.webhooks.cancel')}
                onConfirm={() =>
                  rotate
                    .mutateAsync(endpoint.id)
                    .then((rotated) => onSecret({ url: endpoint.url, secret: rotated.secret }))
                }
              >
                <Button size="small" loading={rotate.isPending}>
                  {t('integrations.webhooks.rotate')}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={t('integrations.webhooks.deleteTitle')}
                description={
                  <span className="webhook-confirm">
                    {t('integrations.webhooks.deleteText', { url: endpoint.url })}
                  </span>
                }
                okText={t('integrations.webhooks.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('integrations.webhooks.cancel')}
                onConfirm={() =>
                  remove.mutateAsync(endpoint.id).then(() => notifySuccess('integrations.webhooks.deleted'))
                }
              >
                <Button size="small" danger loading={remove.isPending}>
                  {t('integrations.webhooks.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Flex>
        {logOpen && <WebhookDeliveryLog endpointId={endpoint.id} actingAs={actingAs} />}
      </Flex>
    </li>
  );
}
