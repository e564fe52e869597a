import type { AlertKind } from '@simportal/contract/alert-channels';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActingAsAnotherUser } from '../../../lib/acting-as.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  useAlertChannels,
  usePushDevices,
  useSaveAlertChannel,
  useTurnOnPush,
} from '../../../lib/push-api.ts';
import {
  browserPushSupport,
  currentPushSubscription,
  notificationPermission,
} from '../../../lib/push-support.ts';
import { useAuth } from '../../../stores/auth-store.ts';

/** How an alert reaches the customer: push counts only when a device of theirs receives it (decision 0086). */
export type ChannelWording = 'both' | 'mail' | 'push' | 'none';

export const channelWording = (
  channel: { mail: boolean; push: boolean },
  devices: number,
): ChannelWording => {
  const push = channel.push && devices > 0;
  if (channel.mail) return push ? 'both' : 'mail';
  return push ? 'push' : 'none';
};

/**
 * Under an alert of a card's Alerts and limits (issue #67 item 4, decision 0086): how it reaches the customer, in
 * the channels they chose in Personal Center and the devices that receive notifications, with the way there.
 * Once the customer has just set an alert (`offer`) and this browser receives no notifications, it asks to turn
 * them on here, and then sends this alert by push too.
 */
export function AlertChannelLine({ alert, offer }: { alert: AlertKind; offer: boolean }) {
  const { t } = useTranslation();
  const channels = useAlertChannels();
  const devices = usePushDevices(null);
  const entry = channels.data?.alerts.find((channel) => channel.alert === alert);
  if (!entry || !devices.data) return null;
  const count = devices.data.items.length;
  return (
    <div className="usage-channels">
      <p>
        {t(`usage.channels.${channelWording(entry, count)}`, { count })}{' '}
        <Link className="inline-link" to="/personal#channels-title">
          {t('usage.channels.change')}
        </Link>
      </p>
      {offer && <PushOffer channel={entry} />}
    </div>
  );
}

/** The offer to receive this alert on this device too, unless it already does or cannot. */
function PushOffer({ channel }: { channel: { alert: AlertKind; mail: boolean; push: boolean } }) {
  const { t } = useTranslation();
  const actingAs = useAuth((state) => isActingAsAnotherUser(state.accessToken));
  const [support] = useState(browserPushSupport);
  const [permission, setPermission] = useState<NotificationPermission | null>(() =>
    support === 'supported' ? notificationPermission() : null,
  );
  // whether this browser is subscribed already: known once the service worker answers
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const turnOn = useTurnOnPush();
  const save = useSaveAlertChannel();

  useEffect(() => {
    if (support !== 'supported') return;
    void currentPushSubscription()
      .then((subscription) => setSubscribed(subscription !== null))
      .catch(() => setSubscribed(false));
  }, [support]);

  // an administrator in the customer's view does not subscribe their own browser to the customer's alerts
  if (actingAs || support !== 'supported' || subscribed !== false) return null;
  if (permission === 'denied') return <Alert type="info" showIcon title={t('usage.channels.denied')} />;

  const press = () =>
    turnOn.mutate(undefined, {
      onSuccess: (outcome) => {
        setPermission(outcome);
        if (outcome !== 'granted') return;
        setSubscribed(true);
        notifySuccess('usage.channels.turnedOn');
        if (!channel.push) save.mutate({ ...channel, push: true });
      },
    });

  return (
    <Alert
      type="info"
      showIcon
      title={t('usage.channels.offer')}
      description={turnOn.isError ? t('usage.channels.turnOnFailed') : undefined}
      action={
        <Button size="small" type="primary" loading={turnOn.isPending} onClick={press}>
          {t('usage.channels.turnOn')}
        </Button>
      }
    />
  );
}
