import { TZDate } from '@date-fns/tz';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '@simportal/contract/api/inbox';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';

// A customer's quiet hours (issue #68): one rule in one place. During them their pushes wait; mail and the inbox
// do not, and what stops a card is never held (EVENT_DEFINITIONS' `quiet`).

interface QuietRow {
  user_id: number;
  enabled: boolean;
  from_minute: number;
  to_minute: number;
  time_zone: string;
  follow_device: boolean;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The stored span as the API states it; without a row, the defaults in `deviceZone` (or UTC). */
const quietHoursOf = (row: QuietRow | undefined, deviceZone: string): QuietHours =>
  row
    ? {
        enabled: row.enabled,
        from: timeOf(Number(row.from_minute)),
        to: timeOf(Number(row.to_minute)),
        timeZone: row.time_zone,
        followDevice: row.follow_device,
      }
    : { ...DEFAULT_QUIET_HOURS, timeZone: deviceZone };

export const getQuietHours = async (ctx: AppContext, userId: number): Promise<QuietHours> => {
  const rows = await selectRows<QuietRow>(
    ctx.database.db,
    sql`select user_id, enabled, from_minute, to_minute, time_zone, follow_device from quiet_hours
      where user_id = ${userId}`,
  );
  return quietHoursOf(rows[0], 'UTC');
};

/** Saves the caller's quiet hours; a customer view reads them but changes none (no_permission). */
export const setQuietHours = async (
  ctx: AppContext,
  auth: AuthUser,
  body: QuietHours,
): Promise<QuietHours> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  await ctx.database.db.execute(
    sql`insert into quiet_hours (user_id, enabled, from_minute, to_minute, time_zone, follow_device, updated_at)
      values (${auth.userId}, ${body.enabled}, ${minutesOf(body.from)}, ${minutesOf(body.to)}, ${body.timeZone},
        ${body.followDevice}, ${timestamptz(ctx.clock.now())})
      on conflict (user_id) do update set enabled = excluded.enabled, from_minute = excluded.from_minute,
        to_minute = excluded.to_minute, time_zone = excluded.time_zone, follow_device = excluded.follow_device,
        updated_at = excluded.updated_at`,
  );
  return getQuietHours(ctx, auth.userId);
};

/** The quiet hours of each of `userIds` who turned them on, in one statement. */
export const quietSpansOf = async (
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, QuietSpan>> => {
  if (userIds.length === 0) return new Map();
  const rows = await selectRows<QuietRow>(
    db,
    sql`select user_id, enabled, from_minute, to_minute, time_zone, follow_device from quiet_hours
      where enabled and user_id = any(${sql.param([...new Set(userIds)])}::int[])`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.user_id),
      { from: Number(row.from_minute), to: Number(row.to_minute), timeZone: row.time_zone },
    ]),
  );
};

export interface QuietSpan {
  /** Minutes of the day in `timeZone`; `from` > `to` passes midnight; equal: none. */
  from: number;
  to: number;
  timeZone: string;
}

/**
 * When a push that would leave at `now` may leave: `now` outside the span, else the span's end in its zone (the
 * next `to` o'clock there, a day on when the span passes midnight and `now` is before it).
 */
export const quietUntil = (now: Date, span: QuietSpan | undefined): Date | null => {
  if (!span || span.from === span.to) return null;
  const local = new TZDate(now.getTime(), span.timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  const inside =
    span.from < span.to ? minute >= span.from && minute < span.to : minute >= span.from || minute < span.to;
  if (!inside) return null;
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, span.timeZone);
  // the end is today when it is still ahead of now, else tomorrow (a span past midnight, entered in the evening)
  if (minute >= span.to) end.setDate(end.getDate() + 1);
  end.setHours(Math.floor(span.to / 60), span.to % 60, 0, 0);
  return new Date(end.getTime());
};
