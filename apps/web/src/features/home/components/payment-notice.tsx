import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Spec §1: where the FAQ discusses payment, the user is told not to pay online but to contact the
 * administrator, who adds the amount directly. A note, not an alert: it is read in place, not announced.
 */
export function PaymentNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      role="note"
      type="warning"
      showIcon
      title={t('shop.paymentNotice.title')}
      description={t('shop.paymentNotice.body')}
    />
  );
}
