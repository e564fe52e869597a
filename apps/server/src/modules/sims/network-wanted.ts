import type { NetworkCardState } from '@simportal/contract/api/network';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/database.ts';
import { networkHoldsSql } from '../usage/index.ts';
import { simCards } from './schema.ts';

/** What the portal wants the network to hold of a card (decision 0095). */
export interface WantedNetworkState {
  cardId: number;
  iccid: string;
  state: NetworkCardState;
  /** Throttled by usage (its allowance's THROTTLE rule, a daily cap's SLOW hold); false for a terminated card. */
  throttled: boolean;
}

/**
 * The portal's wanted network state of the cards with these ICCIDs, in one statement (reconciliation reads a page
 * of the platform's cards at a time; an ICCID no card has is absent from the answer). The rule, owned here with
 * the card's status, and by usage for its holds:
 *  - a deleted card (retired: its holder deleted it or their account) → terminated;
 *  - USING → active, unless usage holds its data off (an allowance's STOP rule, a daily cap's STOP) → paused;
 *  - PAUSED (Stop Billing, a trip's or an idle pause), SUSPEND (no credit for the day's fee) → paused;
 *  - NOT_ACTIVE (bound without a plan yet, or free in the inventory, or released after a deletion) → paused: no
 *    data before a plan is ordered, whose activation sends RESUME.
 * Throttled: usage holds it throttled; a terminated card's speed is nobody's concern.
 */
export const wantedNetworkStates = async (
  db: DbOrTx,
  iccids: readonly string[],
): Promise<WantedNetworkState[]> => {
  if (iccids.length === 0) return [];
  const holds = networkHoldsSql(sql`c.id`);
  const rows = await selectRows<{ id: number; iccid: string; state: NetworkCardState; throttled: boolean }>(
    db,
    sql`select c.id, c.iccid,
        case when c.deleted_at is not null then 'terminated'
          when c.status = 'USING' and not ${holds.paused} then 'active'
          else 'paused' end as state,
        c.deleted_at is null and ${holds.throttled} as throttled
      from ${simCards} c
      where c.iccid = any(${sql.param([...iccids])}::text[])`,
  );
  return rows.map((row) => ({
    cardId: row.id,
    iccid: row.iccid,
    state: row.state,
    throttled: row.throttled,
  }));
};
