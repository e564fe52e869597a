import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useQuietHours } from '../api/quiet-hours-api.ts';

/** The form with its time pickers and zone list (antd's pickers and dayjs), fetched after the page. */
const QuietHoursForm = lazyPart(
  () => import('./quiet-hours-form.tsx').then((m) => m.QuietHoursForm),
  () => <Skeleton active paragraph={{ rows: 3 }} title={false} />,
);

/**
 * Personal Center › Quiet hours (issue #68): the hours during which notifications to the person's devices wait,
 * in the device's time zone (which moves with a traveller) or one they fix. Mail and the inbox are not held, nor
 * news that a card is suspended or stopped. An administrator in the customer's view sees them and changes none.
 */
export function QuietHoursSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const quiet = useQuietHours();
  return (
    <section aria-labelledby="quiet-title" className="personal-section">
      <Typography.Title id="quiet-title" level={2} className="personal-section-title">
        {t('account.quiet.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.quiet.intro')}</Typography.Paragraph>
      {quiet.isError && <Alert type="error" showIcon title={t('account.quiet.loadFailed')} />}
      {!quiet.data && !quiet.isError && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {quiet.data && <QuietHoursForm saved={quiet.data} actingAs={actingAs} />}
    </section>
  );
}
