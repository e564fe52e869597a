import type { PushDetails } from '@simportal/contract/api/deliveries';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryHandler } from '../deliveries/index.ts';
import { pushSubscriptions } from './schema.ts';
import { type StoredPush, sendPush } from './send.ts';

const pushPayload: z.ZodType<StoredPush> = z.object({
  subscriptionId: z.int().positive(),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});

/**
 * How the outbox sends a push (docs/decisions/0070): to one device, through its push service. Needs no
 * configuration (the VAPID keys are made at the first start), so every process can send it.
 */
export const pushHandler = deliveryHandler('push', {
  payload: pushPayload,
  canSend: () => true,
  send: sendPush,
  retryable: () => true,
  describe: async (db, pushes): Promise<PushDetails[]> => {
    const ids = [...new Set(pushes.map((push) => push.subscriptionId))];
    const owners = new Map(
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
              .from(pushSubscriptions)
              .where(inArray(pushSubscriptions.id, ids))
          ).map((row) => [row.id, row.userId]),
    );
    return pushes.map((push) => ({ userId: owners.get(push.subscriptionId) ?? null, title: push.title }));
  },
});
