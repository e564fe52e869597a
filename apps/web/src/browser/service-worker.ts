/**
 * Registers the service worker (/sw.js, built from sw.ts) once the page has loaded and the main thread is idle:
 * main.tsx imports this module then, so neither it nor the registration is part of any page's first load. Only
 * in a production build (the dev server serves no worker) and where browsers have service workers.
 */
export const registerServiceWorker = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null;
  try {
    // updateViaCache none: the worker script is always checked with the server, so a release reaches it at once
    return await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    // a browser that refuses (private mode, a policy) keeps the app working as it did
    return null;
  }
};

/** The message sw.ts takes to keep files of the app this page fetched before the worker controlled it. */
export const CACHE_ASSETS_MESSAGE = 'cache-assets';

/**
 * Hands the worker every build file (/assets/) this page has fetched so far: those of the first visit came before
 * the worker was there to keep them, and the offline wallet needs its pages' files (decision 0099).
 */
export const cacheLoadedAssets = async (): Promise<void> => {
  if (!('serviceWorker' in navigator) || typeof performance === 'undefined') return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const worker = registration?.active;
  if (!worker) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith('/assets/'));
  worker.postMessage({ type: CACHE_ASSETS_MESSAGE, urls: [...new Set(urls)] });
};
