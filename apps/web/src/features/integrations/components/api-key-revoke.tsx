import type { ApiKey } from '@simportal/contract/api/api-keys';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useRevokeApiKey } from '../api/api-keys-api.ts';

/**
 * Revoke, after a confirmation that says requests with the key stop at once and for good. Keys may share a name:
 * the button, the confirmation and the notice name the key by its prefix too, and the confirmation says when it
 * was made and last used (issue #67), as the list beside it does.
 */
export function ApiKeyRevoke({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const revoke = useRevokeApiKey();
  const locale = currentLocale();
  const words = (key: string, options: Record<string, unknown> = {}) =>
    t(`integrations.apiKeys.${key}`, options);
  const which = { name: apiKey.name, prefix: apiKey.prefix };
  return (
    <Popconfirm
      title={words('revokeTitle', which)}
      description={
        <>
          <p>
            {words('revokeWhich', {
              created: formatDateTime(apiKey.createdAt, locale),
              lastUsed: apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt, locale) : words('notUsed'),
            })}
          </p>
          <p>{words('revokeText')}</p>
        </>
      }
      okText={words('revoke')}
      okButtonProps={{ danger: true }}
      cancelText={words('cancel')}
      onConfirm={() =>
        revoke.mutateAsync(apiKey.id).then(
          () => notification.success({ title: words('revoked', which), role: 'status' }),
          (error: unknown) => {
            if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
          },
        )
      }
    >
      <Button size="small" danger loading={revoke.isPending} aria-label={words('revokeOf', which)}>
        {words('revoke')}
      </Button>
    </Popconfirm>
  );
}
