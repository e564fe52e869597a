import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { useTranslation } from 'react-i18next';

/**
 * The clear button of a field that has one (`allowClear={{ clearIcon: <ClearIcon /> }}`): the button is named by
 * its icon, which antd names "close-circle" in every language (decision 0038).
 */
export function ClearIcon() {
  const { t } = useTranslation();
  return <CloseCircleFilled aria-label={t('common.clear')} />;
}
