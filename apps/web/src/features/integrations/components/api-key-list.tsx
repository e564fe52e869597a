import type { ApiKey } from '@simportal/contract/api/api-keys';
import { Flex, Table, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { ApiKeyRevoke } from './api-key-revoke.tsx';
import { scopeName } from './scope-texts.ts';

/** When a key expires, "Never", or "Expired" once past (the server refuses it from then). */
const expiryText = (t: TFunction, key: ApiKey, now: number) => {
  if (key.expiresAt === null) return t('integrations.apiKeys.never');
  const when = formatDateTime(key.expiresAt, currentLocale());
  return Date.parse(key.expiresAt) <= now ? t('integrations.apiKeys.expiredOn', { when }) : when;
};

function Scopes({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4}>
      {apiKey.scopes.map((scope) => (
        <Tag key={scope}>{scopeName(t, scope)}</Tag>
      ))}
    </Flex>
  );
}

/**
 * The caller's keys: a table on a wide screen, one card per key on a phone (360 px holds no seven columns),
 * each with what it is, what it may do, its dates and its revoke (none in an administrator's customer view).
 */
export function ApiKeyList({ keys, readOnly }: { keys: ApiKey[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const locale = currentLocale();
  const now = Date.now();
  const words = (key: string, options: Record<string, unknown> = {}) =>
    t(`integrations.apiKeys.${key}`, options);
  const lastUsed = (key: ApiKey) =>
    key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : words('notUsed');

  if (phone) {
    return (
      <ul className="api-key-cards" aria-label={words('listLabel')}>
        {keys.map((key) => (
          <li key={key.id} className="api-key-card">
            <Flex justify="space-between" align="flex-start" gap={8}>
              <div>
                <Typography.Text strong>{key.name}</Typography.Text>
                <div>
                  <Typography.Text code>{key.prefix}</Typography.Text>
                </div>
              </div>
              {readOnly ? null : <ApiKeyRevoke apiKey={key} />}
            </Flex>
            <Scopes apiKey={key} />
            <dl className="api-key-facts">
              <dt>{words('columns.created')}</dt>
              <dd>{formatDateTime(key.createdAt, locale)}</dd>
              <dt>{words('columns.expires')}</dt>
              <dd>{expiryText(t, key, now)}</dd>
              <dt>{words('columns.lastUsed')}</dt>
              <dd>{lastUsed(key)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<ApiKey>
      rowKey="id"
      dataSource={keys}
      pagination={false}
      aria-label={words('listLabel')}
      columns={[
        {
          key: 'name',
          title: words('columns.name'),
          render: (_, key) => <Typography.Text strong>{key.name}</Typography.Text>,
        },
        {
          key: 'prefix',
          title: words('columns.prefix'),
          render: (_, key) => <Typography.Text code>{key.prefix}</Typography.Text>,
        },
        { key: 'scopes', title: words('columns.scopes'), render: (_, key) => <Scopes apiKey={key} /> },
        {
          key: 'created',
          title: words('columns.created'),
          render: (_, key) => formatDateTime(key.createdAt, locale),
        },
        { key: 'expires', title: words('columns.expires'), render: (_, key) => expiryText(t, key, now) },
        { key: 'lastUsed', title: words('columns.lastUsed'), render: (_, key) => lastUsed(key) },
        ...(readOnly
          ? []
          : [
              {
                key: 'actions',
                title: words('columns.actions'),
                render: (_: unknown, key: ApiKey) => <ApiKeyRevoke apiKey={key} />,
              },
            ]),
      ]}
    />
  );
}
