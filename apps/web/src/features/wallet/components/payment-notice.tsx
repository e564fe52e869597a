import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §1: the customer must not pay here but contact the administrator, who adds the amount directly. */
export function PaymentNotice({ reference }: { reference?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('wallet.pay.noticeTitle')}
      description={reference ? t('wallet.pay.noticeWithReference', { reference }) : t('wallet.pay.notice')}
    />
  );
}
