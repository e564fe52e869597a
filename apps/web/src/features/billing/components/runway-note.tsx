import './runway-note.css';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactToPay } from '../../../components/support-channels.tsx';
import { useRunwayTerms } from './runway-line.tsx';

/**
 * My SIMs' and the recharge page's runway: "Covers daily fees until Dec 3 · From tomorrow, $1.50 a day for your
 * cards in use" (tomorrow's fees: a plan changed for tomorrow already counts); within the reminder window a
 * warning with the top-up that covers the next days, prefilled on the recharge page. `offerTopUp` also offers
 * that top-up outside the window (the recharge page, where an amount is chosen). A warning also folds the ways to
 * reach the administrators, who take the payment (nothing is paid online): a traveller low on balance reaches
 * someone from where they are told.
 */
export function RunwayNote({ offerTopUp = false, className }: { offerTopUp?: boolean; className?: string }) {
  const { t } = useTranslation();
  const terms = useRunwayTerms();
  if (!terms) return null;
  const topUpLink = terms.topUp && (
    <Link to={terms.topUpPath} className="runway-top-up">
      {t('billing.runway.topUp', { amount: terms.topUp.amount })}
    </Link>
  );
  if (terms.bridge) {
    return (
      <Alert
        type="info"
        showIcon
        className={className ? `runway-note ${className}` : 'runway-note'}
        title={terms.text}
        description={
          <>
            <span>{terms.bridge.advanced}</span>
            {terms.bridge.until && <span className="runway-bridge-until">{terms.bridge.until}</span>}
            <span className="runway-per-day">{terms.perDay}</span>
          </>
        }
        action={<Link to={terms.bridge.path}>{t('billing.runway.viewTopUp')}</Link>}
      />
    );
  }
  if (terms.warning) {
    return (
      <Alert
        type="warning"
        showIcon
        className={className ? `runway-note ${className}` : 'runway-note'}
        title={terms.text}
        description={
          <>
            <span className="runway-per-day">{terms.perDay}</span>
            <span>
              {terms.topUp ? t('billing.runway.warningTopUp', terms.topUp) : t('billing.runway.warning')}
            </span>
            <ContactToPay />
          </>
        }
        action={topUpLink}
      />
    );
  }
  return (
    <p className={className ? `runway-note runway-calm ${className}` : 'runway-note runway-calm'}>
      <span className="runway-text">{terms.text}</span>
      <span className="runway-per-day">{terms.perDay}</span>
      {offerTopUp && terms.topUp && (
        <Link to={terms.topUpPath}>{t('billing.runway.fillIn', terms.topUp)}</Link>
      )}
    </p>
  );
}
