import type { RunwayReminder, RunwayReminderBody } from '@simportal/contract/api/billing';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { selectRows } from '../../db/database.ts';

/**
 * The low-balance reminder each customer chose (issue #58, alerts the customer sets): how few days of fees left
 * they are reminded at, once per episode (runway-reminders.ts), 0 for never. Without a choice, the operator's
 * RUNWAY_REMINDER_DAYS. The operator's 0 turns the reminder off for everyone, whatever was chosen.
 */

/** The days `userId` (SQL) is reminded at, `fallback` (the operator's days) when they never chose. */
export const reminderDaysSql = (userId: SQL, fallback: number) =>
  sql`coalesce((select s.days from runway_reminder_settings s where s.user_id = ${userId}), ${fallback})`;

export const getRunwayReminder = async (ctx: AppContext, userId: number): Promise<RunwayReminder> => {
  const [row] = await selectRows<{ days: number }>(
    ctx.database.db,
    sql`select days from runway_reminder_settings where user_id = ${userId}`,
  );
  const fallback = ctx.config.RUNWAY_REMINDER_DAYS;
  if (fallback === 0) return { days: 0, chosen: row !== undefined };
  return row ? { days: Number(row.days), chosen: true } : { days: fallback, chosen: false };
};

export const setRunwayReminder = async (
  ctx: AppContext,
  userId: number,
  body: RunwayReminderBody,
): Promise<RunwayReminder> => {
  await ctx.database.db.execute(
    sql`insert into runway_reminder_settings (user_id, days, updated_at)
      values (${userId}, ${body.days}, ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict (user_id) do update set days = excluded.days, updated_at = excluded.updated_at`,
  );
  return getRunwayReminder(ctx, userId);
};
