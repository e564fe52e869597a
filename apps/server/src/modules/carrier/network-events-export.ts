import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';

/**
 * network-events.json of the data export: what the network saw of the person's cards while they held them (at
 * most NETWORK_EVENTS_KEPT per card), by card, the newest first, with the platform's own words.
 */
export const networkEventsExport = async (db: DbOrTx, userId: number) => {
  const rows = await selectRows<{
    card_id: number;
    network: string;
    kind: string;
    occurred_at: string | Date;
    network_name: string | null;
    country: string | null;
    cause: string | null;
    detail: string | null;
  }>(
    db,
    sql`
    select card_id, network, kind, occurred_at, network_name, country, cause, detail from network_events
    where user_id = ${userId}
    order by card_id, occurred_at desc, id desc`,
  );
  return rows.map((row) => ({
    cardId: row.card_id,
    network: row.network,
    kind: row.kind,
    at: new Date(row.occurred_at).toISOString(),
    networkName: row.network_name,
    country: row.country,
    cause: row.cause,
    detail: row.detail,
  }));
};
