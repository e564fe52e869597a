import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';

const STEPS = ['otherScreen', 'wifi', 'once', 'keep', 'iphoneSteps', 'androidSteps'] as const;

/** The short install instructions (issue 9): another screen, stay online, one use, do not delete. */
export function InstallInstructions() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} component="section" className="esim-panel" aria-labelledby="esim-instructions">
      <Typography.Title level={2} id="esim-instructions" className="esim-panel-title">
        {t('esim.view.instructionsTitle')}
      </Typography.Title>
      <ul className="esim-instructions">
        {STEPS.map((step) => (
          <li key={step}>{t(`esim.view.instructions.${step}`)}</li>
        ))}
      </ul>
    </Flex>
  );
}
