/// <reference lib="webworker" />
import { localeOrDefault } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { noticeOf, targetOf } from './browser/push-message.ts';

// The service worker (docs/decisions/0070): what makes the portal installable, and what shows a web push. Built by
// vite-plugin-pwa (injectManifest) as /sw.js. It precaches only the build's hashed scripts and styles, which never
// change under their names; pages and /api are never answered from a cache, so the app loads as it does without
// it, and a new release is never hidden behind an old page.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// a new release's worker takes over at once: it serves nothing stale, since it answers no page
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const readPush = (event: PushEvent): unknown => {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
};

self.addEventListener('push', (event) => {
  // the server words every push; the product's name is only for one that cannot be read
  const notice = noticeOf(readPush(event), productName(localeOrDefault(self.navigator.language)));
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      ...(notice.tag ? { tag: notice.tag } : {}),
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
      data: { url: notice.url },
    }),
  );
});

/** A tap: the portal's open tab goes to the notice's page and comes forward; without one, a new window opens it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        const moved = tab.url === target ? tab : await tab.navigate(target).catch(() => null);
        await (moved ?? tab).focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
