import '../usage.css';
import { Alert, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundArt } from '../../../components/illustrations.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { isMember } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { useDataAlerts } from '../api/usage-api.ts';
import { CardAllowance } from '../components/card-allowance.tsx';
import { DataAlerts } from '../components/data-alerts.tsx';

// the auto add-on's and daily caps' forms (decisions 0071, 0074) arrive after the page's first load
const DailyCaps = lazy(() =>
  import('../components/daily-caps.tsx').then((module) => ({ default: module.DailyCaps })),
);
const AutoAddOn = lazy(() =>
  import('../components/auto-add-on.tsx').then((module) => ({ default: module.AutoAddOn })),
);

/**
 * Alerts and limits (/mySims/:id/alerts, issue #67 item 3, decision 0085): a card's settings on a page of their
 * own, reached from its tile on My SIMs and from Traffic Detail, so that Traffic Detail's chart follows its
 * summary. Which card it is, then the data alerts (worded by the channels the customer chose), the auto add-on
 * and the daily caps. Another customer's card is simply not found (the alerts' answer says so).
 */
export function AlertsLimitsPage() {
  const { t } = useTranslation();
  const cardId = Number(useParams().id);
  const valid = Number.isSafeInteger(cardId) && cardId > 0;
  const alerts = useDataAlerts(cardId);
  const member = useAuth((state) => isMember(state.userInfo));
  const errorKey = isApiError(alerts.error) ? alerts.error.message : null;

  if (!valid || errorKey === 'not_found' || errorKey === 'validation_failed') {
    return (
      <Result
        icon={<NotFoundArt />}
        title={t('usage.notFound')}
        extra={<Link to="/mySims">{t('usage.backToSims')}</Link>}
      />
    );
  }

  return (
    <div className="usage-page usage-settings-page">
      <nav className="usage-settings-back" aria-label={t('usage.settings.back')}>
        <Link to="/mySims">{t('usage.backToSims')}</Link>
        <Link to={`/mySims/${cardId}/traffic`}>{t('usage.settings.toTraffic')}</Link>
      </nav>
      <Typography.Title level={1}>{t('usage.settings.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" className="usage-intro">
        {t('usage.settings.intro')}
      </Typography.Paragraph>
      <CardAllowance cardId={cardId} />
      {/* a member of another's account reads the owner's settings and changes none (decision 0103): the server
          refuses the changes, and the page says so before anyone tries */}
      {member && (
        <Alert type="info" showIcon title={t('usage.settings.memberNote')} className="usage-member-note" />
      )}
      <fieldset disabled={member} className="usage-settings-fields">
        <DataAlerts cardId={cardId} />
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <AutoAddOn cardId={cardId} />
          <DailyCaps cardId={cardId} />
        </Suspense>
      </fieldset>
    </div>
  );
}
