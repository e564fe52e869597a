import type { PushDevice } from '@simportal/contract/api/push';
import { Alert, Button, Flex, Popconfirm, Skeleton, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Typography } from '../../../components/typography.tsx';
import { useFeedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  fetchPushKey,
  usePushDevices,
  useRemovePushDevice,
  useSendTestPush,
  useSubscribePush,
} from '../../../lib/push-api.ts';
import {
  browserPushSupport,
  currentPushSubscription,
  notificationPermission,
  type PushSupport,
  turnOnPush,
} from '../../../lib/push-support.ts';

/** Green-8 under white text, as the sessions' tag (antd's light green misses WCAG AA contrast). */
const CURRENT_TAG_COLOR = '#237804';

/** A failed call that the http client has not already explained (a toast, or the login page). */
const reportFailure = (error: unknown) => {
  if (!(error as { notified?: boolean }).notified) notifyError((error as Error).message);
};

/** One device: its browser and system, when it was added and last reached, and its removal after a confirmation. */
function DeviceItem({ device, canChange }: { device: PushDevice; canChange: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { notification } = useFeedback();
  const remove = useRemovePushDevice();
  const name =
    device.browser && device.os
      ? t('account.push.deviceName', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('account.push.unknownDevice'));
  const removeIt = () =>
    remove.mutate(device.id, {
      onSuccess: async () => {
        // this browser's own subscription ends too, so it is not offered to the server again
        if (device.current) await (await currentPushSubscription())?.unsubscribe();
        notification.success({ title: t('account.push.removed'), role: 'status' });
      },
      onError: reportFailure,
    });
  return (
    <Flex
      wrap
      align="flex-start"
      justify="space-between"
      gap="8px 12px"
      component="li"
      className="session-item"
    >
      <div className="session-body">
        <Flex wrap align="center" gap="4px 8px" className="session-name">
          <Typography.Text strong>{name}</Typography.Text>
          {device.current ? (
            <Tag variant="solid" color={CURRENT_TAG_COLOR}>
              {t('account.push.current')}
            </Tag>
          ) : null}
        </Flex>
        <div className="session-meta">
          {t('account.push.added', { when: formatDateTime(device.createdAt, locale) })}
        </div>
        <div className="session-meta">
          {device.lastSuccessAt
            ? t('account.push.lastSent', { when: formatDateTime(device.lastSuccessAt, locale) })
            : t('account.push.neverSent')}
        </div>
      </div>
      {canChange ? (
        <Popconfirm
          title={t('account.push.removeTitle', { name })}
          description={t('account.push.removeText')}
          okText={t('account.push.remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('account.push.cancel')}
          onConfirm={removeIt}
        >
          <Button size="small" danger loading={remove.isPending}>
            {t('account.push.remove')}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
}

/** What this browser says before anything can be turned on: nothing when it can, else why not and what to do. */
function BrowserNote({
  support,
  permission,
}: {
  support: PushSupport;
  permission: NotificationPermission | null;
}) {
  const { t } = useTranslation();
  if (support === 'ios-home-screen')
    return <Alert type="info" showIcon title={t('account.push.iosHomeScreen')} className="personal-note" />;
  if (support === 'unsupported')
    return <Alert type="info" showIcon title={t('account.push.unsupported')} className="personal-note" />;
  if (permission === 'denied')
    return (
      <Alert
        type="warning"
        showIcon
        title={t('account.push.denied')}
        description={t('account.push.deniedHow')}
        className="personal-note"
      />
    );
  return null;
}

/**
 * Personal Center › Notifications on this device (issue #58, decision 0070): turn web push on for this browser
 * (the browser asks the permission, then it subscribes with the server's key), the account's devices that receive
 * notifications with a removal each, and a test notification. An iPhone or iPad is told to add the app to its Home
 * Screen first; a browser without push or with notifications blocked is told so and how to change it. An
 * administrator in a customer's view sees the devices and changes nothing (the server refuses too).
 */
export function PushNotificationsSection({ actingAs }: { actingAs: boolean }) {
  const { t } = useTranslation();
  const { notification } = useFeedback();
  const [support] = useState<PushSupport>(browserPushSupport);
  const [permission, setPermission] = useState<NotificationPermission | null>(() =>
    support === 'supported' ? notificationPermission() : null,
  );
  // this browser's endpoint (null: not subscribed), known once the worker answers
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [turningOn, setTurningOn] = useState(false);
  const query = usePushDevices(endpoint);
  const subscribe = useSubscribePush();
  const sendTest = useSendTestPush();

  useEffect(() => {
    if (support !== 'supported') return;
    void currentPushSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, [support]);

  const turnOn = async () => {
    setTurningOn(true);
    try {
      const { publicKey } = await fetchPushKey();
      const outcome = await turnOnPush(publicKey);
      if (typeof outcome === 'string') {
        setPermission(outcome);
        return;
      }
      setPermission('granted');
      await subscribe.mutateAsync(outcome);
      setEndpoint(outcome.endpoint);
      notification.success({ title: t('account.push.turnedOn'), role: 'status' });
    } catch (error) {
      if ((error as { notified?: boolean }).notified) return;
      notification.error({ title: t('account.push.turnOnFailed'), role: 'alert' });
    } finally {
      setTurningOn(false);
    }
  };

  const test = () =>
    sendTest.mutate(undefined, {
      onSuccess: ({ queued }) =>
        notification.success({ title: t('account.push.testSent', { count: queued }), role: 'status' }),
      onError: reportFailure,
    });

  let devices: ReactNode;
  if (query.isPending) devices = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (query.isError) devices = <LoadFailed query={query} title={t('account.push.loadFailed')} compact />;
  else {
    const items = query.data.items;
    const here = items.some((device) => device.current);
    const canTurnOn = !actingAs && support === 'supported' && permission !== 'denied' && !here;
    devices = (
      <>
        {actingAs ? (
          <Alert type="info" showIcon title={t('account.push.actingAs')} className="personal-note" />
        ) : null}
        {canTurnOn ? (
          <Button type="primary" loading={turningOn} onClick={() => void turnOn()} className="push-turn-on">
            {t('account.push.turnOn')}
          </Button>
        ) : null}
        {items.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('account.push.none')}</Typography.Paragraph>
        ) : (
          <ul className="session-list" aria-labelledby="push-title">
            {items.map((device) => (
              <DeviceItem key={device.id} device={device} canChange={!actingAs} />
            ))}
          </ul>
        )}
        {items.length > 0 && !actingAs ? (
          <Button loading={sendTest.isPending} onClick={test}>
            {t('account.push.test')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="push-title" className="personal-section">
      <Typography.Title id="push-title" level={2} className="personal-section-title">
        {t('account.push.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.push.intro')}</Typography.Paragraph>
      <BrowserNote support={support} permission={permission} />
      {devices}
    </section>
  );
}
