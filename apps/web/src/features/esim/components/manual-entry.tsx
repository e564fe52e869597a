import type { EsimActivation } from '@simportal/contract/api/esim';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Typography } from '../../../components/typography.tsx';

/** The activation code's parts as copyable text, for phones where scanning is not possible. */
export function ManualEntry({ activation }: { activation: EsimActivation }) {
  const { t } = useTranslation();
  const fields = [
    { key: 'smDpAddress', label: t('esim.view.smDpAddress'), value: activation.smDpAddress },
    { key: 'matchingId', label: t('esim.view.matchingId'), value: activation.matchingId },
    { key: 'activationCode', label: t('esim.view.activationCode'), value: activation.activationCode },
  ];
  return (
    <Flex vertical gap={12} component="section" className="esim-panel" aria-labelledby="esim-manual">
      <Typography.Title level={2} id="esim-manual" className="esim-panel-title">
        {t('esim.view.manualTitle')}
      </Typography.Title>
      <p>{t('esim.view.manualHint')}</p>
      <Flex vertical gap={12} component="dl">
        {fields.map((field) => (
          <div key={field.key} className="esim-field">
            <dt>{field.label}</dt>
            <dd>
              <Typography.Text code className="esim-field-value" data-testid={`esim-${field.key}`}>
                {field.value}
              </Typography.Text>
              {/* a button to tap, not antd's 13×15 px copy icon: this is what a manual install is done with */}
              <CopyButton value={field.value} label={field.label} />
            </dd>
          </div>
        ))}
      </Flex>
      {activation.confirmationCodeRequired && (
        <Alert type="info" showIcon title={t('esim.view.confirmationCode')} />
      )}
    </Flex>
  );
}
