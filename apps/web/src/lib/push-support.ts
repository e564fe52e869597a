// What this browser can do about web push (Personal Center › Notifications, a card's Alerts and limits), and
// turning it on: the Push API with the server's VAPID key, through the service worker main.tsx registers
// (browser/service-worker.ts).

/** Where this browser stands: `ios-home-screen` is an iPhone or iPad's Safari tab, which gets push only once the
 * app is added to the Home Screen (iOS 16.4 or later). */
export type PushSupport = 'supported' | 'unsupported' | 'ios-home-screen';

interface BrowserFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone: boolean;
  hasPush: boolean;
}

/** An iPadOS Safari says it is a Mac; its touch points give it away. */
const isAppleMobile = (facts: BrowserFacts) =>
  /iPad|iPhone|iPod/.test(facts.userAgent) || (facts.platform === 'MacIntel' && facts.maxTouchPoints > 1);

export const pushSupportOf = (facts: BrowserFacts): PushSupport => {
  if (isAppleMobile(facts) && !facts.standalone) return 'ios-home-screen';
  return facts.hasPush ? 'supported' : 'unsupported';
};

/** This browser's facts, read once when the section renders. */
export const browserPushSupport = (): PushSupport =>
  pushSupportOf({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasPush: 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
  });

/** The permission as the browser holds it: granted, denied, or default (not asked yet). */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** The registration of the app's service worker, registering it now if the page has not yet. */
const workerRegistration = async (): Promise<ServiceWorkerRegistration> => {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) {
    const { registerServiceWorker } = await import('../browser/service-worker.ts');
    if (!(await registerServiceWorker())) throw new Error('no_service_worker');
  }
  return navigator.serviceWorker.ready;
};

/** This browser's push subscription, if it has one (null without a worker). */
export const currentPushSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
};

const bytesOf = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/**
 * Asks for the permission (the browser's own prompt: only from the customer's press) and subscribes with the
 * server's key. Answers the subscription as the server takes it, or the permission when it was not granted.
 */
export const turnOnPush = async (
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | NotificationPermission> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await workerRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
};
