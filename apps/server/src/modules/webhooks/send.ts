import { WEBHOOK_SIGNATURE_HEADER } from '@simportal/contract/api/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { liveSecrets } from './endpoints.ts';
import { type StoredWebhook, webhookBody } from './events.ts';
import { postWebhook } from './post.ts';
import { webhookAttempts, webhookEndpoints } from './schema.ts';
import { signatureHeader } from './signature.ts';
import { checkWebhookUrl } from './url-policy.ts';

const ERROR_KEPT = 300;

/**
 * Sends one event to its endpoint, signed with every live secret of the endpoint's, and writes the attempt to
 * the delivery log whatever happens. A 2xx is delivered; anything else rejects, and the outbox retries with
 * backoff and finally gives up (dead). An endpoint deleted or disabled since the event was queued is not sent to.
 */
export const sendWebhook = async (ctx: AppContext, event: StoredWebhook): Promise<void> => {
  const { db } = ctx.database;
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, event.endpointId));
  if (!endpoint?.enabled) return;
  const [{ attempts } = { attempts: 0 }] = await selectRows<{ attempts: number }>(
    db,
    sql`select count(*)::int as attempts from ${webhookAttempts}
      where ${and(eq(webhookAttempts.endpointId, endpoint.id), eq(webhookAttempts.eventId, event.eventId))}`,
  );
  const body = webhookBody(event);
  const at = ctx.clock.now();
  const timestamp = Math.floor(at.getTime() / 1000);
  const started = performance.now();
  let status: number | null = null;
  let answer = '';
  let failure: string | null = null;
  try {
    const allowLocal = ctx.config.WEBHOOK_LOCAL_ENDPOINTS;
    const url = checkWebhookUrl(endpoint.url, allowLocal);
    const response = await postWebhook(
      url,
      {
        'content-type': 'application/json',
        'user-agent': 'SimPortal-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(liveSecrets(ctx, endpoint), timestamp, body),
      },
      body,
      allowLocal,
    );
    status = response.status;
    answer = response.body;
  } catch (error) {
    failure =
      error instanceof DomainError
        ? 'the address is not a public https address'
        : (error instanceof Error ? error.message : String(error)).slice(0, ERROR_KEPT);
  }
  await db.insert(webhookAttempts).values({
    endpointId: endpoint.id,
    eventId: event.eventId,
    eventType: event.type,
    attempt: Number(attempts) + 1,
    at,
    responseStatus: status,
    responseBody: answer,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
    error: failure,
  });
  if (failure !== null) throw new Error(`webhook not delivered: ${failure}`);
  if (status === null || status < 200 || status > 299) {
    throw new Error(`the endpoint answered ${status}`);
  }
};
