import { RUNWAY_REMINDER_CHOICES, type RunwayReminderDays } from '@simportal/contract/runway-reminder';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRunwayReminder, useSaveRunwayReminder } from '../../billing/api/billing-query.ts';

/**
 * Personal Center › Low-balance reminder (issue #58, alerts the customer sets): how few days of their cards'
 * daily fees the balance may cover before they are mailed, once, or never. Until they choose, the operator's
 * number of days. A choice is saved at once; an administrator in the customer's view sees it and leaves it.
 */
export function LowBalanceReminderSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const reminder = useRunwayReminder();
  const save = useSaveRunwayReminder();
  const days = save.isPending ? save.variables.days : reminder.data?.days;

  return (
    <section aria-labelledby="reminder-title" className="personal-section">
      <Typography.Title id="reminder-title" level={2} className="personal-section-title">
        {t('account.reminder.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.reminder.intro')}</Typography.Paragraph>
      {reminder.isError && <Alert type="error" showIcon title={t('account.reminder.loadFailed')} />}
      {days === undefined && !reminder.isError && <Skeleton active paragraph={false} />}
      {days !== undefined && (
        <label className="personal-reminder">
          <span>{t('account.reminder.label')}</span>
          {/* a native select, as the language switch: antd's Select would add ~29 KB to this page's first load */}
          <select
            value={days}
            disabled={actingAs || save.isPending}
            onChange={(event) =>
              save.mutate(
                { days: Number(event.target.value) as RunwayReminderDays },
                { onSuccess: () => notifySuccess('account.reminder.saved') },
              )
            }
          >
            {/* the operator's days may be none of the choices: shown too, until another is chosen */}
            {[...new Set<number>([...RUNWAY_REMINDER_CHOICES, days])]
              .sort((a, b) => a - b)
              .map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 0 ? t('account.reminder.never') : t('account.reminder.days', { count: choice })}
                </option>
              ))}
          </select>
        </label>
      )}
    </section>
  );
}
