import { ALERT_KINDS, type AlertKind } from '@simportal/contract/alert-channels';
import type { AlertChannel } from '@simportal/contract/api/push';
import { Alert, Checkbox, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../../components/typography.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAlertChannels, usePushDevices, useSaveAlertChannel } from '../../../lib/push-api.ts';

/**
 * Personal Center › How we tell you (issue #58, decision 0073): for each alert, by mail, by push to the devices
 * with notifications on, both or neither; one tap saves it. Without a device that receives notifications, no
 * alert is shown as pushed and push cannot be chosen: the section above turns them on first. What is not an alert (a code, a receipt, a card
 * stopped, the account's security) is always mailed, and said so. An administrator in the customer's view sees it
 * and leaves it.
 */
export function AlertChannelsSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const channels = useAlertChannels();
  const save = useSaveAlertChannel();
  // push reaches only the devices with notifications on: with none, no alert reads as pushed (issue #67)
  const devices = usePushDevices(null);
  const noDevice = devices.data?.items.length === 0;
  const shown = (alert: AlertKind): AlertChannel | undefined => {
    const pending = save.isPending && save.variables.alert === alert ? save.variables : undefined;
    return pending ?? channels.data?.alerts.find((entry) => entry.alert === alert);
  };
  const change = (entry: AlertChannel, part: Partial<AlertChannel>) =>
    save.mutate({ ...entry, ...part }, { onSuccess: () => notifySuccess('account.channels.saved') });

  return (
    <section aria-labelledby="channels-title" className="personal-section">
      <Typography.Title id="channels-title" level={2} className="personal-section-title">
        {t('account.channels.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.channels.intro')}</Typography.Paragraph>
      {channels.isError && <Alert type="error" showIcon title={t('account.channels.loadFailed')} />}
      {!channels.data && !channels.isError && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {channels.data && (
        <table className="alert-channels">
          <thead>
            <tr>
              <th scope="col">{t('account.channels.alert')}</th>
              <th scope="col">{t('account.channels.mail')}</th>
              <th scope="col">{t('account.channels.push')}</th>
            </tr>
          </thead>
          <tbody>
            {ALERT_KINDS.map((alert) => {
              const entry = shown(alert);
              if (!entry) return null;
              const name = t(`account.channels.kind.${alert}`);
              return (
                <tr key={alert}>
                  <th scope="row">{name}</th>
                  <td>
                    <Checkbox
                      checked={entry.mail}
                      disabled={actingAs || save.isPending}
                      aria-label={t('account.channels.byMail', { alert: name })}
                      onChange={(event) => change(entry, { mail: event.target.checked })}
                    />
                  </td>
                  <td>
                    <Checkbox
                      checked={entry.push && !noDevice}
                      disabled={actingAs || save.isPending || noDevice}
                      aria-label={t('account.channels.byPush', { alert: name })}
                      onChange={(event) => change(entry, { push: event.target.checked })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {channels.data && noDevice && (
        <Typography.Paragraph type="secondary" className="personal-note">
          {t('account.channels.pushNeedsDevice')}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" className="personal-note">
        {t('account.channels.always')}
      </Typography.Paragraph>
    </section>
  );
}
