import {
  DATA_ALERT_THRESHOLDS,
  type DataAlerts,
  type DataAlertThreshold,
  DEFAULT_DATA_ALERTS,
} from '@simportal/contract/api/usage';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { heldCard } from './held-card.ts';

/**
 * The data alerts of a card for its holder (issue #58): the shares of the allowance at which they are mailed.
 * Stored per card and holder (data_alert_settings); without a row, DEFAULT_DATA_ALERTS. Only the card's holder
 * reads or sets them: any other card is not_found (404), as on Traffic Detail.
 */

/** The thresholds a card's holder gets, as SQL over a card row `c` (its id and holder): for allowance-check. */
export const dataAlertThresholdsSql = () =>
  sql`coalesce((select s.thresholds from data_alert_settings s where s.card_id = c.id and s.user_id = c.user_id),
    array[${sql.raw(DEFAULT_DATA_ALERTS.join(', '))}]::smallint[])`;

const inOrder = (thresholds: readonly number[]): DataAlertThreshold[] =>
  DATA_ALERT_THRESHOLDS.filter((threshold) => thresholds.includes(threshold));

export const getDataAlerts = async (ctx: AppContext, userId: number, cardId: number): Promise<DataAlerts> => {
  const db = ctx.database.db;
  await heldCard(ctx, userId, cardId);
  const [row] = await selectRows<{ thresholds: number[] }>(
    db,
    sql`select thresholds from data_alert_settings where card_id = ${cardId} and user_id = ${userId}`,
  );
  return { thresholds: inOrder(row?.thresholds ?? DEFAULT_DATA_ALERTS) };
};

export const setDataAlerts = async (
  ctx: AppContext,
  userId: number,
  cardId: number,
  alerts: DataAlerts,
): Promise<DataAlerts> => {
  const db = ctx.database.db;
  await heldCard(ctx, userId, cardId);
  const thresholds = inOrder(alerts.thresholds);
  await db.execute(
    sql`insert into data_alert_settings (card_id, user_id, thresholds, updated_at)
      values (${cardId}, ${userId}, ${sql.param(thresholds)}::smallint[], ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict (card_id, user_id) do update
        set thresholds = excluded.thresholds, updated_at = excluded.updated_at`,
  );
  return { thresholds };
};

/** The data alerts of some of a holder's cards, by card (DEFAULT_DATA_ALERTS for a card they never set). */
export const dataAlertsOfCards = async (
  db: DbOrTx,
  userId: number,
  cardIds: readonly number[],
): Promise<Map<number, DataAlertThreshold[]>> => {
  const rows = await selectRows<{ card_id: number; thresholds: number[] }>(
    db,
    sql`select card_id, thresholds from data_alert_settings
      where user_id = ${userId} and card_id = any(${sql.param([...cardIds])}::int[])`,
  );
  const chosen = new Map(rows.map((row) => [row.card_id, inOrder(row.thresholds)]));
  return new Map(cardIds.map((cardId) => [cardId, chosen.get(cardId) ?? [...DEFAULT_DATA_ALERTS]]));
};
