import type { DeliveryKind } from '@simportal/contract/api/deliveries';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { CLAIM_LEASE_MS } from './retry-policy.ts';

/** A delivery this process has claimed: it holds it until the lease ends. */
export interface ClaimedDelivery {
  id: number;
  kind: DeliveryKind;
  payload: unknown;
  /** This try included. */
  attempts: number;
}

/**
 * Takes up to `limit` due deliveries of `kinds` for this process, in one statement safe across instances
 * (docs/decisions/0019): due when never tried (queued) and not held (`not_before`), when its retry time has come (failed), or when the process
 * that claimed it stopped answering (sending past its lease). Deliveries with an ordering key go out in order: one
 * is taken only when no earlier one with its key is undelivered, a dead one included (its key waits for an
 * administrator). Rows another process is claiming at the same moment are skipped, never waited for. `ids`
 * narrows the claim to those deliveries (the ones a request just queued). Answers them oldest first.
 */
export const claimDeliveries = async (
  db: DbOrTx,
  options: { now: Date; limit: number; kinds: readonly DeliveryKind[]; ids: number[] | null },
): Promise<ClaimedDelivery[]> => {
  const { now, limit, kinds, ids } = options;
  if (kinds.length === 0 || ids?.length === 0) return [];
  const claimed = await selectRows<ClaimedDelivery>(
    db,
    sql`update deliveries set state = 'sending', attempts = attempts + 1,
          locked_until = ${timestamptz(new Date(now.getTime() + CLAIM_LEASE_MS))}
        where id in (
          select d.id from deliveries d
          where ((d.state = 'queued' and (d.not_before is null or d.not_before <= ${timestamptz(now)}))
                 or (d.state = 'failed' and d.next_attempt_at <= ${timestamptz(now)})
                 or (d.state = 'sending' and d.locked_until < ${timestamptz(now)}))
            and d.kind in ${kinds}
            ${ids === null ? sql`` : sql`and d.id in ${ids}`}
            and (d.ordering_key is null
                 or not exists (select 1 from deliveries e
                                where e.ordering_key = d.ordering_key and e.id < d.id and e.state <> 'delivered'))
          order by d.id
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts`,
  );
  // a bigint id comes back from node-postgres as text
  return claimed.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
};
