import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { API_KEYS_MAX, type CreatedApiKey } from '@simportal/contract/api/api-keys';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/lazy-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SmallEmpty } from '../../../components/small-empty.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useApiKeys } from '../api/api-keys-api.ts';
import { ApiKeyList } from './api-key-list.tsx';
import { NewApiKeyModal } from './new-api-key-modal.tsx';

/** The new key's form arrives when first opened, not with the page (decision 0100). */
const CreateApiKeyDialog = lazyDialog(() =>
  import('./create-api-key-dialog.tsx').then((m) => m.CreateApiKeyDialog),
);

/**
 * Integrations › API keys (issue #59, decision 0076): the customer's keys, a new one made with its scopes and
 * expiry and shown once, and any of them revoked. An administrator in the customer's view reads the list only,
 * as the server holds (no_permission).
 */
export function ApiKeysTab({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const query = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const words = (key: string, options: Record<string, unknown> = {}) =>
    t(`integrations.apiKeys.${key}`, options);

  const createButton = actingAs ? null : (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
      {words('create')}
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (query.isError) {
    body = <LoadFailed query={query} title={words('loadFailed')} compact />;
  } else if (query.data.items.length === 0) {
    body = <SmallEmpty description={words('empty')}>{createButton}</SmallEmpty>;
  } else {
    body = <ApiKeyList keys={query.data.items} readOnly={actingAs} />;
  }

  return (
    <Flex vertical gap={16} className="api-keys-tab">
      {actingAs && <Alert type="info" showIcon title={words('actingAs')} />}
      <Flex wrap justify="space-between" align="flex-start" gap={12}>
        <Typography.Paragraph type="secondary" className="api-keys-intro">
          {words('intro', { max: API_KEYS_MAX })}{' '}
          <a href="/api/docs" target="_blank" rel="noreferrer">
            {words('docs')}
          </a>
        </Typography.Paragraph>
        {query.isSuccess && query.data.items.length > 0 ? createButton : null}
      </Flex>
      {body}
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <NewApiKeyModal created={created} onClose={() => setCreated(null)} />
    </Flex>
  );
}
