import '../usage.css';
import { todayInTimeZone } from '@simportal/contract/calendar-date';
import type { DateRange } from '@simportal/contract/rules/date-range';
import { Alert, Result, Skeleton } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundArt } from '../../../components/illustrations.tsx';
import { Typography } from '../../../components/typography.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { openingRange, useCardUsage } from '../api/usage-api.ts';
import { CardAllowance } from '../components/card-allowance.tsx';
import { RangeControls } from '../components/range-controls.tsx';
import { UsageFigures } from '../components/usage-figures.tsx';

/**
 * Traffic Detail (/mySims/:id/traffic): which card it is, its plan's allowance and whether it is slowed
 * (CardAllowance), the way to its alerts and limits (their own page since issue #67, decision 0085), then its
 * data use over a range (spec §2, §3): the total in MB, a daily
 * chart, the regions with their proportions as a table and a pie, and when the usage was last updated.
 * Another customer's card is simply not found.
 */
export function TrafficDetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cardId = Number(useParams().id);
  const timeZone = browserTimeZone();
  const browserToday = todayInTimeZone(timeZone);
  const [range, setRange] = useState<DateRange>(openingRange);
  const query = useCardUsage(cardId, range);
  // the figures follow the answer in a render of their own, in slices between frames: the query's own update
  // is rendered at once, in one task, which with the figures and their charts was a long one on a phone
  const usage = useDeferredValue(query.data);
  // a range never ends after the server's today either (BILLING_TZ may be behind the browser)
  const today = usage && usage.today < browserToday ? usage.today : browserToday;
  const errorKey = isApiError(query.error) ? query.error.message : null;

  if (
    !Number.isSafeInteger(cardId) ||
    cardId < 1 ||
    errorKey === 'not_found' ||
    errorKey === 'validation_failed'
  ) {
    return <Result icon={<NotFoundArt />} title={t('usage.notFound')} extra={<BackToSims />} />;
  }

  return (
    <div className="usage-page">
      <UsageHeading />
      <CardAllowance cardId={cardId} />
      <p className="usage-settings-link">
        <Link to={`/mySims/${cardId}/alerts`}>{t('usage.settings.open')}</Link>
      </p>
      <RangeControls range={range} today={today} timeZone={timeZone} onChange={setRange} />
      <p className="usage-range-text" aria-live="polite">
        {t('usage.range.showing', {
          start: formatDay(range.start, locale),
          end: formatDay(range.end, locale),
        })}
      </p>
      {query.isError && <Alert type="error" showIcon title={translateMessage(errorKey ?? 'server_error')} />}
      {!usage && !query.isError && <Skeleton active aria-label={t('usage.loading')} />}
      {usage && (
        <>
          <p className="usage-updated">
            {usage.lastUpdatedAt
              ? t('usage.lastUpdated', { at: formatDateTime(usage.lastUpdatedAt, locale) })
              : t('usage.neverUpdated')}
          </p>
          <UsageFigures usage={usage} loading={query.isFetching} />
        </>
      )}
    </div>
  );
}

function BackToSims() {
  const { t } = useTranslation();
  return <Link to="/mySims">{t('usage.backToSims')}</Link>;
}

/**
 * The way back to My SIMs, the page's heading and what the page shows, the same before and after the app has
 * run. On a phone the introduction is the largest text of the shell's first frame, which the figures arriving
 * later do not outgrow (decision 0029).
 */
function UsageHeading() {
  const { t } = useTranslation();
  return (
    <>
      <BackToSims />
      <Typography.Title level={1}>{t('usage.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" className="usage-intro">
        {t('usage.intro')}
      </Typography.Paragraph>
    </>
  );
}
