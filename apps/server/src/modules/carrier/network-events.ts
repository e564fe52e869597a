import {
  NETWORK_EVENTS_KEPT,
  type Network,
  type NetworkCause,
  type NetworkEventKind,
} from '@simportal/contract/api/network';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';

/** An event as an adapter hands it over, already in the portal's words (decision 0094). */
export interface IncomingNetworkEvent {
  /** The platform's id of the event (Twilio: the CloudEvent's id): a second delivery of it is ignored. */
  sourceEventId: string;
  /** The card as the network knows it. */
  iccid: string;
  kind: NetworkEventKind;
  occurredAt: Date;
  networkName: string | null;
  country: string | null;
  cause: NetworkCause | null;
  /** The platform's own words for a refusal. */
  detail: string | null;
}

export interface RecordedNetworkEvents {
  /** New rows kept. */
  kept: number;
  /** Already kept before (a platform delivers at least once). */
  duplicates: number;
  /** ICCIDs the portal has no card for: counted and dropped, never an error (the platform holds other SIMs). */
  unknownCards: number;
}

const DETAIL_MAX = 200;

/**
 * Keeps a batch of the network's events, set-based: each is matched to its card by ICCID (and to the card's
 * holder at this moment), a duplicate of one already kept is skipped, and each touched card is cut back to its
 * newest NETWORK_EVENTS_KEPT. Out-of-order events are kept by `occurredAt`, so arriving late changes nothing.
 */
export const recordNetworkEvents = async (
  db: DbOrTx,
  network: Network,
  events: readonly IncomingNetworkEvent[],
  receivedAt: Date,
): Promise<RecordedNetworkEvents> => {
  if (events.length === 0) return { kept: 0, duplicates: 0, unknownCards: 0 };
  const column = <T>(pick: (event: IncomingNetworkEvent) => T) => sql.param(events.map(pick));
  const rows = await selectRows<{ kept: number; known: number }>(
    db,
    sql`
    with incoming as (
      select * from unnest(
        ${column((e) => e.sourceEventId)}::text[], ${column((e) => e.iccid)}::text[],
        ${column((e) => e.kind)}::text[], ${column((e) => e.occurredAt.toISOString())}::timestamptz[],
        ${column((e) => e.networkName?.slice(0, 100) ?? null)}::text[], ${column((e) => e.country?.toUpperCase().slice(0, 2) ?? null)}::text[],
        ${column((e) => e.cause)}::text[], ${column((e) => e.detail?.slice(0, DETAIL_MAX) ?? null)}::text[]
      ) as i(source_event_id, iccid, kind, occurred_at, network_name, country, cause, detail)
    ),
    matched as (
      select distinct on (i.source_event_id) i.*, c.id as card_id, c.user_id
      from incoming i join cards c on c.iccid = i.iccid
    ),
    inserted as (
      insert into network_events (card_id, user_id, network, source_event_id, kind, occurred_at, network_name,
        country, cause, detail, received_at)
      select card_id, user_id, ${network}, source_event_id, kind, occurred_at, network_name, country, cause, detail,
        ${receivedAt.toISOString()}::timestamptz
      from matched
      on conflict (network, source_event_id) do nothing
      returning card_id
    ),
    trimmed as (
      delete from network_events e
      using (select distinct card_id from inserted) t
      where e.card_id = t.card_id and e.id not in (
        select id from network_events k where k.card_id = t.card_id
        order by k.occurred_at desc, k.id desc limit ${NETWORK_EVENTS_KEPT})
    )
    select (select count(*) from inserted)::int as kept,
      (select count(*) from incoming i where exists (select 1 from cards c where c.iccid = i.iccid))::int as known`,
  );
  const { kept, known } = rows[0]!;
  return { kept, duplicates: known - kept, unknownCards: events.length - known };
};

/** A card's events its holder may see, the newest first (the doctor's and the export's reading). */
export const networkEventsOf = async (db: DbOrTx, cardId: number, userId: number | null) => {
  const rows = await selectRows<{
    kind: NetworkEventKind;
    occurred_at: string | Date;
    network_name: string | null;
    country: string | null;
    cause: NetworkCause | null;
    detail: string | null;
  }>(
    db,
    sql`
    select kind, occurred_at, network_name, country, cause, detail from network_events
    where card_id = ${cardId} and user_id is not distinct from ${userId}
    order by occurred_at desc, id desc limit ${NETWORK_EVENTS_KEPT}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    occurredAt: new Date(row.occurred_at),
    networkName: row.network_name,
    country: row.country,
    cause: row.cause,
    detail: row.detail,
  }));
};

/** Erases what the network saw of a person's cards (the account's erasure). */
export const forgetNetworkEvents = async (db: DbOrTx, userId: number) => {
  await db.execute(sql`delete from network_events where user_id = ${userId}`);
};

/** Which of these cards the network has already reported an event of kind `kind` for (any holder). */
export const cardsWithEvent = async (
  db: DbOrTx,
  cardIds: readonly number[],
  kind: NetworkEventKind,
): Promise<Set<number>> => {
  if (cardIds.length === 0) return new Set();
  const rows = await selectRows<{ card_id: number }>(
    db,
    sql`select distinct card_id from network_events
        where kind = ${kind} and card_id = any(${sql.param([...cardIds])}::int[])`,
  );
  return new Set(rows.map((row) => row.card_id));
};
