import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder.tsx';

/** Pay Success: the payment result comes in a later issue; the way back home works already. */
export function PaySuccessPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder titleKey="route.paySuccess">
      <Link to="/home">{t('common.backHome')}</Link>
    </PagePlaceholder>
  );
}
