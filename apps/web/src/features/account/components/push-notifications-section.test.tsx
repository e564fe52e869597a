// @vitest-environment jsdom
import type { PushDevice } from '@simportal/contract/api/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushSupport } from '../../../lib/push-support.ts';
import authEn from '../../../locales/en/auth.json' with { type: 'json' };
import authZh from '../../../locales/zh-CN/auth.json' with { type: 'json' };
import { apiServer, http, ok, serveApi } from '../../../test-support/api-server.ts';
import { renderInApp } from '../../../test-support/render.tsx';
import { PushNotificationsSection } from './push-notifications-section.tsx';

// Personal Center › Notifications on this device: turned on from a press (the browser's prompt, then the
// subscription sent to the server), the account's devices each removed after a confirmation, a test
// notification, and what an iPhone's Safari tab, a browser without push and a blocked site are told.

const browser = vi.hoisted(() => ({
  support: 'supported' as PushSupport,
  permission: 'default' as NotificationPermission,
  endpoint: null as string | null,
  turnOn: vi.fn(),
}));
vi.mock('../../../lib/push-support.ts', () => ({
  browserPushSupport: () => browser.support,
  notificationPermission: () => browser.permission,
  currentPushSubscription: async () =>
    browser.endpoint ? { endpoint: browser.endpoint, unsubscribe: async () => true } : null,
  turnOnPush: browser.turnOn,
}));

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';
const device = (overrides: Partial<PushDevice>): PushDevice => ({
  id: 1,
  browser: 'Chrome',
  os: 'Android',
  current: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSuccessAt: null,
  ...overrides,
});

/** The server's devices, which subscribing and removing change as the server would. */
const serveDevices = (initial: (PushDevice & { endpoint?: string })[]) => {
  let live = [...initial];
  const calls = { subscribed: [] as unknown[], removed: [] as number[], tests: 0 };
  apiServer.use(
    http.get('/api/push/key', () => ok({ publicKey: 'BPublicKey' })),
    http.get('/api/push/subscriptions', ({ request }) => {
      const endpoint = new URL(request.url).searchParams.get('endpoint');
      return ok({
        items: live.map(({ endpoint: own, ...item }) => ({
          ...item,
          current: own !== undefined && own === endpoint,
        })),
      });
    }),
    http.post('/api/push/subscriptions', async ({ request }) => {
      const body = (await request.json()) as { endpoint: string };
      calls.subscribed.push(body);
      live = [{ ...device({ id: 9, browser: 'Firefox', os: 'Windows' }), endpoint: body.endpoint }, ...live];
      return ok({ id: 9 });
    }),
    http.delete('/api/push/subscriptions/:id', ({ params }) => {
      calls.removed.push(Number(params.id));
      live = live.filter((item) => item.id !== Number(params.id));
      return ok(null);
    }),
    http.post('/api/push/test', () => {
      calls.tests += 1;
      return ok({ queued: live.length });
    }),
  );
  return calls;
};

serveApi();
beforeEach(() => {
  browser.support = 'supported';
  browser.permission = 'default';
  browser.endpoint = null;
  browser.turnOn.mockReset();
});

const words = authEn.account.push;

describe('the notifications section', () => {
  it('turns notifications on from a press and marks this browser among the devices', async () => {
    const calls = serveDevices([device({ id: 2 })]);
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    browser.turnOn.mockResolvedValue({ endpoint: ENDPOINT, keys });
    await renderInApp(<PushNotificationsSection actingAs={false} />);
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    expect(browser.turnOn).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: words.turnOn }));
    expect(await screen.findByText(words.turnedOn)).toBeTruthy();
    expect(browser.turnOn).toHaveBeenCalledWith('BPublicKey');
    expect(calls.subscribed).toEqual([{ endpoint: ENDPOINT, keys }]);
    const here = (await screen.findByText('Firefox on Windows')).closest('li') as HTMLElement;
    await waitFor(() => expect(within(here).getByText(words.current)).toBeTruthy());
    expect(screen.queryByRole('button', { name: words.turnOn })).toBeNull();
  });

  it('removes a device after a confirmation, and sends a test notification', async () => {
    const calls = serveDevices([device({ id: 2 }), device({ id: 3, browser: 'Safari', os: 'iOS' })]);
    await renderInApp(<PushNotificationsSection actingAs={false} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.test }));
    expect(await screen.findByText(words.testSent_other.replace('{{count}}', '2'))).toBeTruthy();
    const phone = (await screen.findByText('Safari on iOS')).closest('li') as HTMLElement;
    await user.click(within(phone).getByRole('button', { name: words.remove }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: words.remove }));
    expect(await screen.findByText(words.removed)).toBeTruthy();
    expect(calls).toMatchObject({ removed: [3], tests: 1 });
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
  });

  it("tells an iPhone's Safari tab to add the app to the Home Screen first, in Chinese too", async () => {
    browser.support = 'ios-home-screen';
    serveDevices([]);
    await renderInApp(<PushNotificationsSection actingAs={false} />, { locale: 'zh-CN' });
    const zh = authZh.account.push;
    expect(await screen.findByText(zh.iosHomeScreen)).toBeTruthy();
    expect(await screen.findByText(zh.none)).toBeTruthy();
    expect(screen.queryByRole('button', { name: zh.turnOn })).toBeNull();
  });

  it('says how to unblock notifications when the site is blocked, and what a browser without push lacks', async () => {
    browser.permission = 'denied';
    serveDevices([]);
    const first = await renderInApp(<PushNotificationsSection actingAs={false} />);
    expect(await screen.findByText(words.denied)).toBeTruthy();
    expect(screen.getByText(words.deniedHow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.turnOn })).toBeNull();
    first.unmount();
    browser.support = 'unsupported';
    await renderInApp(<PushNotificationsSection actingAs={false} />);
    expect(await screen.findByText(words.unsupported)).toBeTruthy();
  });

  it("shows an administrator in a customer's view the devices and no way to change them", async () => {
    serveDevices([device({ id: 2 })]);
    await renderInApp(<PushNotificationsSection actingAs />);
    expect(await screen.findByText(words.actingAs)).toBeTruthy();
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    for (const name of [words.turnOn, words.remove, words.test]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
