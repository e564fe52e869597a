import '../usage.css';
import { Alert, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { isMember } from '../../../stores/auth-state.ts';
import { useAuth } from '../../../stores/auth-store.ts';
import { useDataAlerts } from '../api/usage-api.ts';
import { CardAllowance } from '../components/card-allowance.tsx';
import { CardSubpage, useCardIdParam } from '../components/card-subpage.tsx';
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
  const cardId = useCardIdParam();
  const alerts = useDataAlerts(cardId);
  const member = useAuth((state) => isMember(state.userInfo));

  return (
    <CardSubpage
      cardId={cardId}
      error={alerts.error}
      title={t('usage.settings.title')}
      className="usage-settings-page"
    >
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
    </CardSubpage>
  );
}
