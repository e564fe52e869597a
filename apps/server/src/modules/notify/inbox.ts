import type { InboxItem, InboxPage, InboxReadBody } from '@simportal/contract/api/inbox';
import { type Locale, localeOrDefault } from '@simportal/contract/locales';
import { INBOX_DAYS } from '@simportal/contract/notify-events';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type PeriodicLog, type PeriodicWork, startPeriodic } from '../../periodic-work.ts';
import type { AuthUser } from '../auth/index.ts';
import { userAccounts } from '../users/index.ts';
import { textsOf } from './texts/index.ts';

// The inbox (issue #68): what the portal told a person in the last INBOX_DAYS days, in their language now.

const DAY_MS = 86_400_000;
const keptSince = (now: Date) => timestamptz(new Date(now.getTime() - INBOX_DAYS * DAY_MS));

const unreadOf = async (db: DbOrTx, userId: number, now: Date): Promise<number> => {
  const rows = await selectRows<{ unread: number }>(
    db,
    sql`select count(*)::int as unread from notify_events
      where user_id = ${userId} and read_at is null and created_at > ${keptSince(now)}`,
  );
  return Number(rows[0]?.unread ?? 0);
};

export const inboxUnread = async (ctx: AppContext, userId: number) => ({
  unread: await unreadOf(ctx.database.db, userId, ctx.clock.now()),
});

/** A page of the caller's inbox, newest first, worded in `locale` (else the account's); `before` pages on. */
export const inboxPage = async (
  ctx: AppContext,
  userId: number,
  query: { before?: number | undefined; limit: number; locale?: Locale | undefined },
): Promise<InboxPage> => {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const rows = await selectRows<{
    id: number;
    kind: string;
    data: unknown;
    created_at: Date;
    read_at: Date | null;
  }>(
    db,
    sql`select id, kind, data, created_at, read_at from notify_events
      where user_id = ${userId} and created_at > ${keptSince(now)}
        ${query.before === undefined ? sql`` : sql`and id < ${query.before}`}
      order by id desc limit ${query.limit + 1}`,
  );
  // the screen's language when it says one (a reader may read in another language than their mails')
  const accounts = query.locale
    ? []
    : await selectRows<{ locale: string }>(db, sql`select locale from ${userAccounts} where id = ${userId}`);
  const locale = query.locale ?? (localeOrDefault(accounts[0]?.locale) as Locale);
  const context = { currency: ctx.config.CURRENCY, publicUrl: ctx.config.publicUrl };
  const items: InboxItem[] = [];
  for (const row of rows.slice(0, query.limit)) {
    const texts = textsOf(row.kind);
    if (!texts) continue;
    const line = texts.line(locale, row.data, context);
    items.push({
      id: Number(row.id),
      kind: row.kind as InboxItem['kind'],
      title: line.title,
      body: line.body,
      link: line.link,
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    });
  }
  const last = rows[query.limit - 1];
  return {
    items,
    unread: await unreadOf(db, userId, now),
    nextBefore: rows.length > query.limit && last ? Number(last.id) : null,
  };
};

/** Marks the named items of the caller's (others' are not touched), or all of them, read. */
export const markInboxRead = async (ctx: AppContext, auth: AuthUser, body: InboxReadBody) => {
  // an administrator in a customer's view reads the inbox as the customer sees it, and leaves it unread
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const now = ctx.clock.now();
  await ctx.database.db.execute(
    sql`update notify_events set read_at = ${timestamptz(now)}
      where user_id = ${auth.userId} and read_at is null
        ${'ids' in body ? sql`and id = any(${sql.param(body.ids)}::bigint[])` : sql``}`,
  );
  return { unread: await unreadOf(ctx.database.db, auth.userId, now) };
};

/**
 * Drops what is older than the inbox keeps, oldest first, `batch` rows a statement until one comes back short (on
 * notify_events_created_idx): the table stays bounded by INBOX_DAYS of events however long the portal runs.
 */
export const purgeInbox = async (db: DbOrTx, now: Date, batch = 5_000): Promise<number> => {
  let removed = 0;
  for (;;) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`with gone as (delete from notify_events where id in (
          select id from notify_events where created_at <= ${keptSince(now)} order by created_at limit ${batch}
        ) returning 1)
        select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    removed += n;
    if (n < batch) return removed;
  }
};

/** The purge, hourly, on any instance (deleting an old event twice is harmless). */
export const startInboxPurge = (ctx: AppContext, log: PeriodicLog): PeriodicWork =>
  startPeriodic({
    name: 'the purge of old inbox events',
    delayMs: () => 60 * 60_000,
    run: async () => {
      await purgeInbox(ctx.database.db, ctx.clock.now());
    },
    log,
  });

/**
 * Erasure, inside the deletion's transaction (docs/decisions/0040): what the person was told, their channels
 * (decision 0073) and quiet hours go with their account; nothing is left to tell.
 */
export const forgetNotifications = async (tx: DbOrTx, userId: number): Promise<void> => {
  await tx.execute(sql`delete from notify_events where user_id = ${userId}`);
  await tx.execute(sql`delete from alert_channels where user_id = ${userId}`);
  await tx.execute(sql`delete from quiet_hours where user_id = ${userId}`);
};

/** The data export: what the person was told, as stored. */
export const inboxOf = async (db: DbOrTx, userId: number) =>
  selectRows<{ id: number; kind: string; data: unknown; created_at: Date; read_at: Date | null }>(
    db,
    sql`select id, kind, data, created_at, read_at from notify_events where user_id = ${userId} order by id`,
  );
