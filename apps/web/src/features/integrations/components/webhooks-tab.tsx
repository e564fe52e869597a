import '../integrations.css';
import type { WebhookEndpoint } from '@simportal/contract/api/webhooks';
import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useWebhooks } from '../api/webhooks-api.ts';
import { WebhookEndpointDialog } from './webhook-endpoint-dialog.tsx';
import { WebhookEndpointItem } from './webhook-endpoint-item.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

/**
 * Integrations › Webhooks (issue #59, decision 0077): the customer's endpoints, each with its events, switch,
 * actions and delivery log; Add opens the form, and a new or rotated secret is shown once. An administrator in
 * the customer's view reads everything and changes nothing.
 */
export function WebhooksTab({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  // the dialog: closed, a new endpoint (null) or the endpoint edited
  const [editing, setEditing] = useState<WebhookEndpoint | null | undefined>(undefined);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);

  const list = webhooks.data;
  const full = list ? list.items.length >= list.max : false;

  return (
    <section aria-labelledby="webhooks-title" className="webhooks-tab">
      <Typography.Title id="webhooks-title" level={2} className="integrations-section-title">
        {t('integrations.tabs.webhooks')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('integrations.webhooks.intro')}</Typography.Paragraph>
      {actingAs && (
        <Alert type="info" showIcon title={t('integrations.webhooks.actingAs')} className="webhooks-note" />
      )}
      {webhooks.isError && <LoadFailed query={webhooks} title={t('integrations.webhooks.loadFailed')} />}
      {!list && !webhooks.isError && <Skeleton active paragraph={{ rows: 4 }} />}
      {list && (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text type="secondary">
              {t('integrations.webhooks.count', { count: list.items.length, max: list.max })}
            </Typography.Text>
            {actingAs ? null : (
              <Button type="primary" disabled={full} onClick={() => setEditing(null)}>
                {t('integrations.webhooks.add')}
              </Button>
            )}
          </Flex>
          {full && !actingAs && (
            <Typography.Text type="secondary">{t('integrations.webhooks.atMost')}</Typography.Text>
          )}
          {list.items.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('integrations.webhooks.empty')} />
          ) : (
            <ul className="webhook-endpoints">
              {list.items.map((endpoint) => (
                <WebhookEndpointItem
                  key={endpoint.id}
                  endpoint={endpoint}
                  actingAs={actingAs}
                  onEdit={() => setEditing(endpoint)}
                  onSecret={setSecret}
                />
              ))}
            </ul>
          )}
        </Flex>
      )}
      <WebhookEndpointDialog
        open={editing !== undefined}
        endpoint={editing ?? null}
        onClose={() => setEditing(undefined)}
        onCreated={(created) => {
          setEditing(undefined);
          setSecret({ url: created.endpoint.url, secret: created.secret });
        }}
      />
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
