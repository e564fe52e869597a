import { DATA_ALERT_THRESHOLDS } from '@simportal/contract/data-alerts';
import { Alert, Checkbox, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDataAlerts, useSaveDataAlerts } from '../api/usage-api.ts';
import { AlertChannelLine } from './alert-channel-line.tsx';

/**
 * A card's data alerts on its Alerts and limits (issue #58, #67): the shares of its allowance at which its holder
 * is told, once per billing cycle each, by the channels chosen in Personal Center (said under the boxes). A tap
 * saves at once (the server's answer is what stays ticked); a failed save is told by the http client's toast and
 * the boxes go back to what the server keeps. Once an alert is set, notifications are offered on this device.
 */
export function DataAlerts({ cardId }: { cardId: number }) {
  const { t } = useTranslation();
  const alerts = useDataAlerts(cardId);
  const save = useSaveDataAlerts(cardId);
  const [offer, setOffer] = useState(false);
  const chosen = save.isPending ? save.variables.thresholds : alerts.data?.thresholds;

  return (
    <section className="usage-card usage-alerts" aria-labelledby="usage-alerts-title">
      <p id="usage-alerts-title" className="usage-card-name">
        {t('usage.alerts.title')}
      </p>
      {alerts.isError && <Alert type="error" showIcon title={t('usage.alerts.loadFailed')} />}
      {!alerts.data && !alerts.isError && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
      {chosen && (
        <>
          <p id="usage-alerts-hint">{t('usage.alerts.hint')}</p>
          <Checkbox.Group
            aria-labelledby="usage-alerts-title"
            aria-describedby="usage-alerts-hint"
            value={[...chosen]}
            disabled={save.isPending}
            options={DATA_ALERT_THRESHOLDS.map((threshold) => ({
              value: threshold,
              label: t(threshold === 100 ? 'usage.alerts.usedUp' : 'usage.alerts.share', { threshold }),
            }))}
            onChange={(values) =>
              save.mutate(
                { thresholds: DATA_ALERT_THRESHOLDS.filter((threshold) => values.includes(threshold)) },
                {
                  onSuccess: (saved) => {
                    notifySuccess('usage.alerts.saved');
                    if (saved.thresholds.length > 0) setOffer(true);
                  },
                },
              )
            }
          />
          {chosen.length === 0 ? (
            <p className="usage-alerts-none">{t('usage.alerts.none')}</p>
          ) : (
            <AlertChannelLine alert="data" offer={offer} />
          )}
        </>
      )}
    </section>
  );
}
