/// <reference lib="webworker" />
import { localeOrDefault } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { noticeOf, targetOf } from './browser/push-message.ts';

// The service worker (docs/decisions/0070): what makes the portal installable, and what shows a web push. Built by
// vite-plugin-pwa (injectManifest) as /sw.js. It precaches the app shell (the build's hashed first-load files and
// index.html) and keeps every other build file (/assets/*, hashed: never stale under its name) once fetched, so a
// second visit fetches no app code it holds. Pages are always asked of the server: only when no answer comes
// (offline) is the precached index.html shown, whose app opens the offline wallet or says the page needs a
// connection (decision 0099); a new release is never hidden behind an old page. /api is never cached here.

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** The build files kept as they are fetched; their names carry their content's hash. */
const ASSETS_CACHE = 'assets';
const isBuildFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

// before the precache's route, which would answer `/` from the precached index.html without asking the server
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch (offline) {
      return (await matchPrecache('index.html')) ?? Promise.reject(offline);
    }
  }),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  ({ url }) => isBuildFile(url),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    // a release's files replace the last one's as they are fetched; the oldest go first
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// The page's files fetched before this worker controlled it (browser/service-worker.ts, cacheLoadedAssets): kept
// now, from the browser's HTTP cache where it has them.
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== 'cache-assets' || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter(
    (url): url is string => typeof url === 'string' && URL.canParse(url) && isBuildFile(new URL(url)),
  );
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS_CACHE);
      for (const url of urls) {
        if ((await matchPrecache(url)) || (await cache.match(url))) continue;
        await cache.add(url).catch(() => {});
      }
    })(),
  );
});

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
