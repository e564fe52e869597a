import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { EVENT_KINDS } from '../notify-events.ts';

// The inbox and quiet hours (issue #68, docs/decisions/0092-one-place-that-tells-people.md): what the portal told
// the caller in the last 90 days, and the hours during which their notifications wait. Server:
// apps/server/src/modules/notify.

/** How many inbox items a page holds at most. */
export const INBOX_PAGE_MAX = 50;
/** How many items one "mark read" names at most. */
export const INBOX_READ_MAX = 100;

/** One thing the caller was told: its words in the caller's language now, and the page that acts on it. */
export const inboxItemSchema = z.object({
  id: z.int().positive(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the portal, e.g. /mySims/12/traffic. */
  link: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** GET /api/inbox: the newest first; `before` pages on (the last item's id), null when nothing older is kept. */
export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  unread: z.int().min(0),
  nextBefore: z.int().positive().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'invalid_value' })
    .optional(),
  limit: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(INBOX_PAGE_MAX, { error: 'invalid_value' })
    .default(20),
  /** The language to word the items in: the screen's; the account's language when absent. */
  locale: z.enum(LOCALES, { error: 'invalid_value' }).optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** GET /api/inbox/unread: the bell's count. */
export const inboxUnreadSchema = z.object({ unread: z.int().min(0) });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;

/** POST /api/inbox/read: these items, or all of the caller's, marked read. Answers the unread count after. */
export const inboxReadBodySchema = z.union(
  [
    z.object({
      ids: z
        .array(z.int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }), {
          error: 'invalid_value',
        })
        .min(1, { error: 'invalid_value' })
        .max(INBOX_READ_MAX, { error: 'invalid_value' }),
    }),
    z.object({ all: z.literal(true, { error: 'invalid_value' }) }),
  ],
  { error: 'invalid_value' },
);
export type InboxReadBody = z.infer<typeof inboxReadBodySchema>;

/** A time of day, HH:mm (24 hours). */
const timeOfDaySchema = z
  .string({ error: 'invalid_value' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_value' });

/**
 * GET and PUT /api/quiet-hours: from `from` to `to` (which may pass midnight) in `timeZone`, the caller's pushes
 * wait; mail and the inbox do not. `followDevice`: the web sets `timeZone` to the device's whenever it differs
 * (a traveller's phone changes zone); false keeps the zone the customer fixed.
 */
export const quietHoursSchema = z.object({
  enabled: z.boolean({ error: 'invalid_value' }),
  from: timeOfDaySchema,
  to: timeOfDaySchema,
  timeZone: z
    .string({ error: 'invalid_value' })
    .max(64, { error: 'invalid_value' })
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'time_zone_unknown' },
    ),
  followDevice: z.boolean({ error: 'invalid_value' }),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** Until a customer chooses: off, 22:00 to 07:00 in the zone of the device that first opens the setting. */
export const DEFAULT_QUIET_HOURS = {
  enabled: false,
  from: '22:00',
  to: '07:00',
  followDevice: true,
} as const;
