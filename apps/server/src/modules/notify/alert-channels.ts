import { ALERT_KINDS, type AlertKind, DEFAULT_ALERT_CHANNELS } from '@simportal/contract/alert-channels';
import type { AlertChannels } from '@simportal/contract/api/push';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import type { AuthUser } from '../auth/index.ts';

/**
 * Where each customer hears of each alert (issue #58, decision 0073), kept by notify since issue #68: the customer's
 * choice is read in one place, `channelsOf` and `chooseChannels`, by notify's `tell` alone.
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

/** The alerts each of `userIds` chose channels for (no row: the defaults), in one statement. */
export const channelsOf = async (
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, Map<AlertKind, { mail: boolean; push: boolean }>>> => {
  const chosen = new Map<number, Map<AlertKind, { mail: boolean; push: boolean }>>();
  if (userIds.length === 0) return chosen;
  const rows = await selectRows<{ user_id: number; alert: AlertKind; mail: boolean; push: boolean }>(
    db,
    sql`select user_id, alert, mail, push from alert_channels
      where user_id = any(${sql.param([...new Set(userIds)])}::int[])`,
  );
  for (const row of rows) {
    const userId = Number(row.user_id);
    const ofUser = chosen.get(userId) ?? new Map();
    ofUser.set(row.alert, { mail: row.mail, push: row.push });
    chosen.set(userId, ofUser);
  }
  return chosen;
};

/**
 * The one rule of who hears of an event how (issue #68): an alert by the channels its recipient chose (both until
 * they choose); what is not an alert (a receipt, a card stopped, a job done) by mail and push always.
 */
export const chooseChannels = (
  alert: AlertKind | null,
  chosen: ReadonlyMap<AlertKind, { mail: boolean; push: boolean }> | undefined,
): { mail: boolean; push: boolean } => {
  if (alert === null) return { mail: true, push: true };
  return chosen?.get(alert) ?? DEFAULT_ALERT_CHANNELS;
};
