import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { checkEndpoint } from './endpoint-policy.ts';
import { pushSubscriptions } from './schema.ts';

/** What a push delivery holds: the device, and the notification already worded in its user's language. */
export interface StoredPush {
  subscriptionId: number;
  locale: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** How long a push service keeps a notification for a device that is offline: after a day an alert is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Well inside the delivery's two-minute lease. */
const PUSH_TIMEOUT_MS = 15_000;

/** The push service's answer when the subscription is gone for good: the browser unsubscribed or expired it. */
const GONE = new Set([404, 410]);

/**
 * Sends one notification: encrypted for the device (RFC 8291, aes128gcm) and signed with the server's VAPID key
 * by web-push, posted with fetch (web-push's own request speaks https only; a test's local endpoint is http).
 * A device removed since it was queued, or gone at its push service (404, 410), is done with: the subscription is
 * deleted and nothing is retried. Any other failure rejects, and the outbox retries it.
 */
export const sendPush = async (ctx: AppContext, push: StoredPush): Promise<void> => {
  const { db } = ctx.database;
  const [device] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, push.subscriptionId));
  if (!device) return;
  const forget = () => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
  try {
    checkEndpoint(device.endpoint, ctx.config.PUSH_LOCAL_ENDPOINTS);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await forget();
    return;
  }
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify({ title: push.title, body: push.body, url: push.url, tag: push.tag, locale: push.locale }),
    { vapidDetails: ctx.vapid, TTL: PUSH_TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    // a copy as a plain Uint8Array: what fetch's body type takes in every lib (the bench reads this file with DOM's)
    body: new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  if (GONE.has(response.status)) {
    await forget();
    return;
  }
  if (!response.ok) {
    const said = (await response.text().catch(() => '')).slice(0, 200);
    throw new Error(`push service answered ${response.status}${said ? `: ${said}` : ''}`);
  }
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: ctx.clock.now() })
    .where(eq(pushSubscriptions.id, device.id));
};
