import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import { EVENT_DEFINITIONS } from '@simportal/contract/notify-events';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { enqueueMails, type QueuedMail } from '../mail/index.ts';
import { type PushMessage, queuePushes } from '../push/index.ts';
import { userAccounts } from '../users/index.ts';
import { queueWebhookEvents, type WebhookEvent } from '../webhooks/index.ts';
import { channelsOf, chooseChannels } from './alert-channels.ts';
import { quietSpansOf, quietUntil } from './quiet-hours.ts';
import { type NotifyEvent, textsOf } from './texts/index.ts';

/** What telling queued, for a caller that delivers at once after its commit (deliverNow). */
export interface Told {
  mails: QueuedMail[];
  pushIds: number[];
  webhookIds: number[];
}

/** Inbox rows per statement: a night's run records thousands. */
const INBOX_BATCH = 2000;

/**
 * Records `events` and tells their recipients, inside the caller's transaction (issue #68, decision 0092): one
 * inbox row per event a person is told of, and, by the channels each recipient chose (chooseChannels) in their
 * language, the mail, the push to their devices (held to the end of their quiet hours unless it must not wait)
 * and the webhook events of their endpoints. Nothing leaves before the commit, and a rolled-back change tells
 * nobody; after it the outbox delivers each at least once. A recipient erased or unknown is told nothing.
 */
export const tell = async (ctx: AppContext, tx: DbOrTx, events: readonly NotifyEvent[]): Promise<Told> => {
  if (events.length === 0) return { mails: [], pushIds: [], webhookIds: [] };
  const now = ctx.clock.now();
  const userIds = [...new Set(events.map((event) => event.userId))];
  const recipients = new Map(
    (
      await selectRows<{ id: number; email: string; locale: string }>(
        tx,
        sql`select id, email, locale from ${userAccounts}
          where id = any(${sql.param(userIds)}::int[]) and deleted_at is null`,
      )
    ).map((row) => [Number(row.id), { email: row.email, locale: localeOrDefault(row.locale) as Locale }]),
  );
  const channels = await channelsOf(tx, userIds);
  const quiet = await quietSpansOf(tx, userIds);
  const context = { currency: ctx.config.CURRENCY, publicUrl: ctx.config.publicUrl };

  const inbox: { userId: number; kind: string; data: unknown }[] = [];
  const mails: Parameters<typeof enqueueMails>[2] = [];
  const pushes: PushMessage[] = [];
  const webhooks: WebhookEvent[] = [];
  for (const event of events) {
    const recipient = recipients.get(event.userId);
    const texts = textsOf(event.kind);
    if (!recipient || !texts) continue;
    const definition = EVENT_DEFINITIONS[event.kind];
    const { locale } = recipient;
    if (definition.inbox) inbox.push({ userId: event.userId, kind: event.kind, data: event.data });
    if (definition.webhook && texts.webhook) {
      webhooks.push({
        userId: event.userId,
        type: event.kind as WebhookEvent['type'],
        data: texts.webhook(event.data),
      });
    }
    const channel = chooseChannels(definition.alert, channels.get(event.userId));
    const mail = channel.mail ? texts.mail?.(locale, event.data, context) : null;
    if (mail) mails.push({ to: recipient.email, locale, ...mail });
    const alsoTo = mail ? texts.alsoMailTo?.(event.data) : null;
    if (mail && alsoTo && alsoTo !== recipient.email) mails.push({ to: alsoTo, locale, ...mail });
    // a kind never pushed (the failed deliveries' digest) whatever the channels
    if (channel.push && definition.push !== false) {
      const line = texts.line(locale, event.data, context);
      const until = definition.quiet ? quietUntil(now, quiet.get(event.userId)) : null;
      pushes.push({
        userId: event.userId,
        locale,
        title: line.title,
        body: line.body,
        url: line.link,
        tag: line.tag,
        notBefore: until?.toISOString() ?? null,
      });
    }
  }
  for (let start = 0; start < inbox.length; start += INBOX_BATCH) {
    await tx.execute(
      sql`insert into notify_events (user_id, kind, data, created_at)
        select e."userId", e.kind, e.data, ${timestamptz(now)}
        from jsonb_to_recordset(${JSON.stringify(inbox.slice(start, start + INBOX_BATCH))}::jsonb)
          as e("userId" int, kind text, data jsonb)`,
    );
  }
  return {
    mails: await enqueueMails(ctx, tx, mails),
    pushIds: await queuePushes(ctx, tx, pushes),
    webhookIds: await queueWebhookEvents(tx, webhooks),
  };
};
