import type { WebhookDetails } from '@simportal/contract/api/deliveries';
import { WEBHOOK_EVENT_TYPES } from '@simportal/contract/api/webhooks';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryHandler } from '../deliveries/index.ts';
import type { StoredWebhook } from './events.ts';
import { webhookEndpoints } from './schema.ts';
import { sendWebhook } from './send.ts';

const webhookPayload: z.ZodType<StoredWebhook> = z.object({
  endpointId: z.int().positive(),
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  created: z.int(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * How the outbox sends a webhook event (docs/decisions/0077): to one endpoint of a customer's, signed. Every
 * process can send it; the outbox's backoff and dead state are the retries Stripe makes over days.
 */
export const webhookHandler = deliveryHandler('webhook', {
  payload: webhookPayload,
  canSend: () => true,
  send: sendWebhook,
  retryable: () => true,
  describe: async (db, events): Promise<WebhookDetails[]> => {
    const ids = [...new Set(events.map((event) => event.endpointId))];
    const owners = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId })
              .from(webhookEndpoints)
              .where(inArray(webhookEndpoints.id, ids))
          ).map((row) => [row.id, row.userId]),
    );
    return events.map((event) => ({ userId: owners.get(event.endpointId) ?? null, eventType: event.type }));
  },
});
