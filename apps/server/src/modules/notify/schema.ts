import { ALERT_KINDS } from '@simportal/contract/alert-channels';
import { EVENT_KINDS } from '@simportal/contract/notify-events';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { idOf } from '../../db/foreign-key.ts';
import { oneOf } from '../../db/one-of.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What the portal told each person (issue #68, decision 0092): one row per event recorded for them, in the
 * transaction of the change it tells of. The inbox reads it (its words rendered from `data` in the reader's
 * language when read); kept INBOX_DAYS.
 */
export const notifyEvents = pgTable(
  'notify_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    /** What the words and the link are made of: the event kind's own fields (notify/texts). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    // a person's inbox, newest first, and the purge by age
    index('notify_events_user_idx').on(t.userId, t.id),
    index('notify_events_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notify_events_created_idx').on(t.createdAt),
    check('notify_events_kind', oneOf(t.kind, EVENT_KINDS)),
  ],
);

/**
 * Where a customer hears of each alert (decision 0073): by mail, by push, both or neither. Without a row, both
 * (DEFAULT_ALERT_CHANNELS): nothing changes for anyone who never chooses. Read only by notify's chooseChannels.
 */
export const alertChannels = pgTable(
  'alert_channels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    alert: text('alert').notNull(),
    mail: boolean('mail').notNull(),
    push: boolean('push').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.alert] }),
    check(
      'alert_channels_alert',
      sql`${t.alert} in (${sql.raw(ALERT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * A customer's quiet hours (issue #68): from `from_minute` to `to_minute` of the day in `time_zone` their pushes
 * wait (the span may pass midnight). Without a row, none.
 */
export const quietHours = pgTable(
  'quiet_hours',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => idOf('users'), { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    fromMinute: smallint('from_minute').notNull(),
    toMinute: smallint('to_minute').notNull(),
    timeZone: text('time_zone').notNull(),
    followDevice: boolean('follow_device').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'quiet_hours_minutes',
      sql`${t.fromMinute} between 0 and 1439 and ${t.toMinute} between 0 and 1439`,
    ),
  ],
);
