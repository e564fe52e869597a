// @vitest-environment jsdom

import { ALERT_KINDS } from '@simportal/contract/alert-channels';
import type { AlertChannels } from '@simportal/contract/api/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushSupport } from '../../../lib/push-support.ts';
import usageEn from '../../../locales/en/usage.json' with { type: 'json' };
import usageZh from '../../../locales/zh-CN/usage.json' with { type: 'json' };
import { http, ok, serveApi } from '../../../test-support/api-server.ts';
import { cardBilling, catalogue } from '../../../test-support/fixtures.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { AlertsLimitsPage } from './alerts-limits-page.tsx';

// A card's Alerts and limits (issue #67, decisions 0085, 0086): its data alerts, auto add-on and caps on a page of
// their own; each alert worded by the channels the customer chose and the devices that receive notifications;
// and, once an alert is set on a browser without notifications, the offer to turn them on here.

const browser = vi.hoisted(() => ({
  support: 'supported' as PushSupport,
  permission: 'default' as NotificationPermission,
  subscribed: false,
  turnOn: vi.fn(),
}));
vi.mock('../../../lib/push-support.ts', () => ({
  browserPushSupport: () => browser.support,
  notificationPermission: () => browser.permission,
  currentPushSubscription: async () =>
    browser.subscribed ? { endpoint: 'https://fcm.googleapis.com/fcm/send/here' } : null,
  turnOnPush: browser.turnOn,
}));

const device = (id: number) => ({
  id,
  browser: 'Chrome',
  os: 'Android',
  current: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSuccessAt: null,
});

let alertsSaved: unknown[] = [];
let channelsSent: unknown[] = [];
let subscribed: unknown[] = [];
let devices: ReturnType<typeof device>[] = [];
let channels: AlertChannels;

serveApi(
  http.get('/api/billing/cards', () =>
    ok({ items: [cardBilling({ cardId: 12 })], total: 1, page: 1, pageSize: 100 }),
  ),
  http.get('/api/catalog', () => ok(catalogue())),
  http.get('/api/usage/cards/:id/alerts', ({ params }) =>
    params.id === '12' ? ok({ thresholds: [80, 100] }) : ok(null),
  ),
  http.put('/api/usage/cards/:id/alerts', async ({ request }) => {
    const body = (await request.json()) as { thresholds: number[] };
    alertsSaved.push(body);
    return ok(body);
  }),
  http.get('/api/usage/cards/:id/auto-add-on', () =>
    ok({ rule: null, addOn: null, boughtToday: 0, boughtThisCycle: 0 }),
  ),
  http.get('/api/usage/cards/:id/caps', () =>
    ok({ caps: null, today: { usedKb: 0, spentMinor: 0, restriction: null } }),
  ),
  http.get('/api/alert-channels', () => ok(channels)),
  http.put('/api/alert-channels', async ({ request }) => {
    const body = (await request.json()) as AlertChannels;
    channelsSent.push(body);
    channels = {
      alerts: channels.alerts.map((entry) => body.alerts.find((e) => e.alert === entry.alert) ?? entry),
    };
    return ok(channels);
  }),
  http.get('/api/push/subscriptions', () => ok({ items: devices })),
  http.get('/api/push/key', () => ok({ publicKey: 'BPublicKey' })),
  http.post('/api/push/subscriptions', async ({ request }) => {
    subscribed.push(await request.json());
    devices = [device(9), ...devices];
    return ok({ id: 9 });
  }),
);

beforeEach(() => {
  alertsSaved = [];
  channelsSent = [];
  subscribed = [];
  devices = [];
  channels = { alerts: ALERT_KINDS.map((alert) => ({ alert, mail: true, push: true })) };
  browser.support = 'supported';
  browser.permission = 'default';
  browser.subscribed = false;
  browser.turnOn.mockReset();
});

const page = (
  <Routes>
    <Route path="/mySims/:id/alerts" element={<AlertsLimitsPage />} />
  </Routes>
);

describe('Alerts and limits', () => {
  it("shows the card's data alerts and saves a tap at once, worded by mail alone with no device (zh-CN)", async () => {
    await renderInApp(page, { path: '/mySims/12/alerts', locale: 'zh-CN' });
    const words = usageZh.usage.alerts;
    expect(await screen.findByRole('heading', { level: 1, name: usageZh.usage.settings.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: usageZh.usage.settings.toTraffic }).getAttribute('href')).toBe(
      '/mySims/12/traffic',
    );
    const alerts = await screen.findByRole('region', { name: words.title });
    const box = (name: string) => within(alerts).getByRole('checkbox', { name });
    await waitFor(() => expect((box('80%') as HTMLInputElement).checked).toBe(true));
    expect(within(alerts).getByText(words.hint)).toBeTruthy();
    // push is on by default, but no device receives it: the alert goes by mail, and says only that
    expect(await within(alerts).findByText(usageZh.usage.channels.mail)).toBeTruthy();

    await userEvent.click(box('50%'));
    await waitFor(() => expect(alertsSaved).toEqual([{ thresholds: [50, 80, 100] }]));
    expect(await screen.findByText(words.saved)).toBeTruthy();

    for (const name of ['50%', '80%', words.usedUp]) {
      await userEvent.click(box(name));
      await waitFor(() => expect((box(name) as HTMLInputElement).checked).toBe(false));
    }
    expect(alertsSaved.at(-1)).toEqual({ thresholds: [] });
    expect(within(alerts).getByText(words.none)).toBeTruthy();
  });

  it('says mail and notification on the devices, notification only, or nowhere, as chosen', async () => {
    devices = [device(1), device(2)];
    await renderInApp(page, { path: '/mySims/12/alerts' });
    const alerts = await screen.findByRole('region', { name: usageEn.usage.alerts.title });
    expect(
      await within(alerts).findByText(usageEn.usage.channels.both_other.replace('{{count}}', '2')),
    ).toBeTruthy();
  });

  it('says an alert with both channels off reaches nowhere', async () => {
    channels = { alerts: ALERT_KINDS.map((alert) => ({ alert, mail: false, push: alert !== 'data' })) };
    devices = [device(1)];
    await renderInApp(page, { path: '/mySims/12/alerts' });
    const alerts = await screen.findByRole('region', { name: usageEn.usage.alerts.title });
    expect(await within(alerts).findByText(usageEn.usage.channels.none)).toBeTruthy();
  });

  it('offers notifications once an alert is set, subscribes this browser and pushes that alert too', async () => {
    channels = { alerts: ALERT_KINDS.map((alert) => ({ alert, mail: true, push: false })) };
    browser.turnOn.mockResolvedValue({
      endpoint: 'https://fcm.googleapis.com/fcm/send/here',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    await renderInApp(page, { path: '/mySims/12/alerts' });
    const words = usageEn.usage.channels;
    const alerts = await screen.findByRole('region', { name: usageEn.usage.alerts.title });
    await within(alerts).findByText(words.mail);
    // nothing is offered before the customer sets an alert
    expect(within(alerts).queryByText(words.offer)).toBeNull();
    await userEvent.click(within(alerts).getByRole('checkbox', { name: '50%' }));
    await userEvent.click(await within(alerts).findByRole('button', { name: words.turnOn }));
    await waitFor(() => expect(subscribed).toHaveLength(1));
    await waitFor(() =>
      expect(channelsSent).toEqual([{ alerts: [{ alert: 'data', mail: true, push: true }] }]),
    );
    expect(await screen.findByText(words.turnedOn)).toBeTruthy();
    expect(await within(alerts).findByText(words.both_one.replace('{{count}}', '1'))).toBeTruthy();
    expect(within(alerts).queryByRole('button', { name: words.turnOn })).toBeNull();
  });

  it('tells a browser that blocks notifications how to allow them, and asks nothing', async () => {
    browser.permission = 'denied';
    await renderInApp(page, { path: '/mySims/12/alerts' });
    const alerts = await screen.findByRole('region', { name: usageEn.usage.alerts.title });
    await within(alerts).findByText(usageEn.usage.channels.mail);
    await userEvent.click(within(alerts).getByRole('checkbox', { name: '50%' }));
    expect(await within(alerts).findByText(usageEn.usage.channels.denied)).toBeTruthy();
    expect(within(alerts).queryByRole('button', { name: usageEn.usage.channels.turnOn })).toBeNull();
    expect(browser.turnOn).not.toHaveBeenCalled();
  });
});
