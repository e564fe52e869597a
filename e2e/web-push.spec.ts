/// <reference lib="webworker" />
import { expect, test } from '@playwright/test';

// The installable app's service worker (decision 0070), in Chromium: a push delivered through DevTools
// (ServiceWorker.deliverPushMessage, as a push service would wake it) is shown as a notification with the server's
// words, and a tap on it takes the portal's open tab to the page it names. No push service is reachable here, so
// the push is handed to the worker directly; apps/server/test/push.test.ts covers the way there.

test('the service worker shows a push and a tap opens its page', async ({ context, page, baseURL }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/home');
  // registered after load and idle (main.tsx); it claims the page once active
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js$/);
  const manifest = await page.evaluate(async () =>
    (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json(),
  );
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const notice = { title: 'Balance low', body: 'Top up $42.00', url: '/plan', tag: 'balance', locale: 'en' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(notice),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      })),
    );
  await expect
    .poll(shown)
    .toEqual([{ title: notice.title, body: notice.body, tag: 'balance', data: { url: '/plan' } }]);

  // a tap: the worker's notificationclick with the notification it showed
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/plan$/);
  await expect.poll(shown).toEqual([]);
});
