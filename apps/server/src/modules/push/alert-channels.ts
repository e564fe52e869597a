import { ALERT_KINDS, type AlertKind, DEFAULT_ALERT_CHANNELS } from '@simportal/contract/alert-channels';
import type { AlertChannels } from '@simportal/contract/api/push';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';

/**
 * Where each customer hears of each alert (issue #58, decision 0073): the push module keeps it, since a second
 * channel is what made the choice necessary. The modules that raise an alert ask here before they mail it
 * (`mailMutedOf`); a push is filtered in queuePushes' own statement (`pushMutedSql`).
 */

export const getAlertChannels = async (ctx: AppContext, userId: number): Promise<AlertChannels> => {
  const rows = await selectRows<{ alert: AlertKind; mail: boolean; push: boolean }>(
    ctx.database.db,
    sql`select alert, mail, push from alert_channels where user_id = ${userId}`,
  );
  const chosen = new Map(rows.map((row) => [row.alert, row]));
  return {
    alerts: ALERT_KINDS.map((alert) => {
      const row = chosen.get(alert);
      return {
        alert,
        mail: row?.mail ?? DEFAULT_ALERT_CHANNELS.mail,
        push: row?.push ?? DEFAULT_ALERT_CHANNELS.push,
      };
    }),
  };
};

/** Saves the alerts named (the others keep theirs); a customer view reads them but changes none (no_permission). */
export const setAlertChannels = async (
  ctx: AppContext,
  auth: AuthUser,
  body: AlertChannels,
): Promise<AlertChannels> => {
  if (auth.actorId !== null) throw new DomainError('no_permission');
  const now = timestamptz(ctx.clock.now());
  // one row per alert: the last given wins when one is named twice
  const byAlert = new Map(body.alerts.map((entry) => [entry.alert, entry]));
  for (const entry of byAlert.values()) {
    await ctx.database.db.execute(
      sql`insert into alert_channels (user_id, alert, mail, push, updated_at)
        values (${auth.userId}, ${entry.alert}, ${entry.mail}, ${entry.push}, ${now})
        on conflict (user_id, alert) do update
          set mail = excluded.mail, push = excluded.push, updated_at = excluded.updated_at`,
    );
  }
  return getAlertChannels(ctx, auth.userId);
};

/** Which of `userIds` turned the mail of `alert` off: their alert is not mailed. */
export const mailMutedOf = async (
  db: DbOrTx,
  userIds: readonly number[],
  alert: AlertKind,
): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set();
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select user_id from alert_channels
      where alert = ${alert} and not mail and user_id = any(${sql.param([...new Set(userIds)])}::int[])`,
  );
  return new Set(rows.map((row) => Number(row.user_id)));
};

/** Whether `userId` (SQL) turned the push of `alert` (SQL, text; null: not an alert, never muted) off. */
export const pushMutedSql = (userId: SQL, alert: SQL): SQL =>
  sql`exists (select 1 from alert_channels c where c.user_id = ${userId} and c.alert = ${alert} and not c.push)`;
