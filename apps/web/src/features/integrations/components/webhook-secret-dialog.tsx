import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Typography } from '../../../components/typography.tsx';

/** A signing secret, shown once after it is made (a new endpoint, a rotation), with a Copy button. */
export function WebhookSecretDialog({
  shown,
  onClose,
}: {
  shown: { url: string; secret: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={shown !== null}
      title={t('integrations.webhooks.secret.title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('integrations.webhooks.secret.done')}
        </Button>
      }
    >
      {shown && (
        <Flex vertical gap={12}>
          <Typography.Paragraph>
            {t('integrations.webhooks.secret.text', { url: shown.url })}
          </Typography.Paragraph>
          <code className="webhook-secret">{shown.secret}</code>
          <CopyButton value={shown.secret} label={t('integrations.webhooks.secret.label')} />
        </Flex>
      )}
    </Modal>
  );
}
