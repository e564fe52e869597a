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
