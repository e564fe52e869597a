import '../usage.css';
import type { CardSpikeDay } from '@simportal/contract/api/data-spike';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Typography } from '../../../components/typography.tsx';
import { formatData, formatDay } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useSlowToday, useSpikeDay } from '../api/spike-api.ts';
import { CardSubpage, useCardIdParam } from '../components/card-subpage.tsx';

/**
 * A card's data spike (/mySims/:id/spike, issue #70, decision 0097), opened from its news in the inbox, a push or
 * a mail: how much the card used today against its usual day, and one tap that slows it until tomorrow (a daily
 * caps hold the next business day lifts). Once slowed, the page says until when. Another customer's card is not
 * found.
 */
export function SpikePage() {
  const { t } = useTranslation();
  const cardId = useCardIdParam();
  const day = useSpikeDay(cardId);

  return (
    <CardSubpage
      cardId={cardId}
      error={day.error}
      title={t('usage.spike.title')}
      className="usage-spike-page"
    >
      {day.isError && <Alert type="error" showIcon title={t('usage.spike.loadFailed')} />}
      {day.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {day.data && <SpikeDay cardId={cardId} day={day.data} />}
    </CardSubpage>
  );
}

function SpikeDay({ cardId, day }: { cardId: number; day: CardSpikeDay }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const slow = useSlowToday(cardId);
  const until = formatDay(day.liftsOn, locale);

  return (
    <section className="usage-card usage-spike" aria-labelledby="usage-spike-facts">
      <p id="usage-spike-facts" className="usage-spike-facts">
        {day.spike
          ? t('usage.spike.facts', {
              used: formatData(day.spike.usedKb, locale),
              usual: formatData(day.spike.usualKb, locale),
              times: day.spike.times,
            })
          : t('usage.spike.none', { used: formatData(day.usedKb, locale) })}
      </p>
      {day.spike && <Typography.Paragraph type="secondary">{t('usage.spike.why')}</Typography.Paragraph>}
      {day.restriction === 'slowed' && (
        <Alert type="success" showIcon role="status" title={t('usage.spike.slowed', { until })} />
      )}
      {day.restriction === 'stopped' && <Alert type="info" showIcon title={t('usage.spike.stopped')} />}
      {day.restriction === null && !day.inUse && (
        <Alert type="info" showIcon title={t('usage.spike.notInUse')} />
      )}
      {day.restriction === null && day.inUse && (
        <div className="usage-spike-action">
          <Button type="primary" size="large" loading={slow.isPending} onClick={() => slow.mutate()}>
            {t('usage.spike.slow')}
          </Button>
          <Typography.Paragraph type="secondary">{t('usage.spike.slowHint', { until })}</Typography.Paragraph>
        </div>
      )}
      <Link to={`/mySims/${cardId}/alerts`}>{t('usage.spike.toCaps')}</Link>
    </section>
  );
}
