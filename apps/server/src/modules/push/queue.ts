import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { queueDeliveriesSql } from '../deliveries/index.ts';

/**
 * A notification as it is queued: its words already in the recipient's language, the page a tap opens (a path
 * of the portal) and a tag (a newer notification with the same tag replaces the older one on the device).
 */
export interface PushMessage {
  userId: number;
  locale: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  /** When its recipient's quiet hours end (ISO time): its deliveries wait until then (issue #68). */
  notBefore?: string | null;
}

/**
 * Queues one push delivery per device of each message's user, inside the caller's transaction, in one statement
 * whatever the number of messages (the daily run queues a night's reminders at once): a user without a device
 * gets none; the messages in their order (a later one with the same tag replaces the earlier on the device). Whom to tell is modules/notify's choice, made before (docs/decisions/0092). Nothing leaves before the
 * commit; the caller hands the ids to deliverNow after it, or leaves them to the worker. Answers the deliveries' ids.
 */
export const queuePushes = async (
  ctx: AppContext,
  tx: DbOrTx,
  messages: PushMessage[],
): Promise<number[]> => {
  if (messages.length === 0) return [];
  const rows = sql`select null::text as ordering_key, m."notBefore" as not_before,
      jsonb_build_object('subscriptionId', s.id, 'locale', m.locale, 'title', m.title, 'body', m.body,
        'url', m.url, 'tag', m.tag) as payload
    from rows from (jsonb_to_recordset(${JSON.stringify(messages)}::jsonb)
        as ("userId" int, locale text, title text, body text, url text, tag text, "notBefore" timestamptz))
      with ordinality as m("userId", locale, title, body, url, tag, "notBefore", n)
    join push_subscriptions s on s.user_id = m."userId"
    order by m.n, s.id`;
  const queued = await selectRows<{ id: number }>(
    tx,
    queueDeliveriesSql('push', rows, ctx.clock.now(), { notBefore: true }),
  );
  return queued.map((row) => Number(row.id));
};
