import type { CreatedApiKey } from '@simportal/contract/api/api-keys';
import { Alert, Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Typography } from '../../../components/typography.tsx';

/**
 * The new key, shown this once (the server keeps only its hash): a Copy button, and a warning that it cannot be
 * shown again. Closed only by saying it was copied, so a stray tap outside does not lose it.
 */
export function NewApiKeyModal({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const words = (key: string, options: Record<string, unknown> = {}) =>
    t(`integrations.apiKeys.created.${key}`, options);
  return (
    <Modal
      open={created !== null}
      title={words('title', { name: created?.key.name ?? '' })}
      onCancel={onClose}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {words('done')}
        </Button>
      }
      destroyOnHidden
    >
      {created ? (
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon title={words('warning')} />
          <Typography.Text strong>{words('label')}</Typography.Text>
          <code className="api-key-secret">{created.secret}</code>
          <div>
            <CopyButton value={created.secret} label={words('label')} />
          </div>
        </Flex>
      ) : null}
    </Modal>
  );
}
