import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactToPay } from '../../../../components/support-channels.tsx';

/** insufficient_credit, said plainly, with the way to the Account Recharge Center and the channels to pay. */
export function InsufficientCreditNotice({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="billing-notice"
      title={t('insufficient_credit', { ns: 'messages' })}
      description={
        <>
          {t('billing.insufficient.text')}{' '}
          <Link to="/recharge" onClick={onNavigate}>
            {t('billing.insufficient.topUp')}
          </Link>
          <ContactToPay />
        </>
      }
    />
  );
}
