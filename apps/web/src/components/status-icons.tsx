import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/es/icons/InfoCircleFilled';

/**
 * A status icon beside a text that says it all, hidden from screen readers: antd names its own in English
 * ("check-circle", "exclamation-circle"), on a Chinese page too (decision 0038).
 */
export const STATUS_ICONS = {
  success: <CheckCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
} as const;
