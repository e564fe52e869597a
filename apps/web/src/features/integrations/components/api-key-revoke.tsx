import type { ApiKey } from '@simportal/contract/api/api-keys';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useRevokeApiKey } from '../api/api-keys-api.ts';

/** Revoke, after a confirmation that says requests with the key stop at once and for good. */
export function ApiKeyRevoke({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const revoke = useRevokeApiKey();
  const words = (key: string, options: Record<string, unknown> = {}) =>
    t(`integrations.apiKeys.${key}`, options);
  return (
    <Popconfirm
      title={words('revokeTitle', { name: apiKey.name })}
      description={words('revokeText')}
      okText={words('revoke')}
      okButtonProps={{ danger: true }}
      cancelText={words('cancel')}
      onConfirm={() =>
        revoke.mutateAsync(apiKey.id).then(
          () => notification.success({ title: words('revoked', { name: apiKey.name }), role: 'status' }),
          (error: unknown) => {
            if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
          },
        )
      }
    >
      <Button
        size="small"
        danger
        loading={revoke.isPending}
        aria-label={words('revokeOf', { name: apiKey.name })}
      >
        {words('revoke')}
      </Button>
    </Popconfirm>
  );
}
