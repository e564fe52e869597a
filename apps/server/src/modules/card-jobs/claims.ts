import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@simportal/contract/admin-roles';
import type { CardJobAction } from '@simportal/contract/api/card-jobs';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, timestamptz } from '../../db/database.ts';
import { cardJobItems, cardJobs } from './schema.ts';

/** A card a worker claimed: the job's action and who started it, and the claim that settles it. */
export interface ClaimedCard {
  jobId: number;
  cardId: number;
  claimToken: string;
  attempts: number;
  action: CardJobAction;
  planId: number | null;
  createdBy: number;
  createdByRole: AdminRole | null;
  steppedUp: boolean;
}

/**
 * Claims up to `limit` cards of running jobs for `leaseMs`: cards still pending, and cards whose claim's lease
 * ended (a worker that died or stalled). SKIP LOCKED lets two instances claim side by side without waiting for
 * or taking each other's cards; a new token per claim means only the latest claimant can settle a card.
 */
export const claimCardJobItems = async (
  db: DbOrTx,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedCard[]> => {
  const token = randomUUID();
  const rows = await selectRows<ClaimedCard>(
    db,
    sql`with picked as (
          select i.job_id, i.card_id from ${cardJobItems} i
          join ${cardJobs} j on j.id = i.job_id and j.state = 'running'
          where i.state = 'pending' or (i.state = 'claimed' and i.lease_until < ${timestamptz(now)})
          order by i.job_id, i.card_id
          limit ${limit}
          for update of i skip locked
        ), claimed as (
          update ${cardJobItems} i set state = 'claimed', claim_token = ${token},
            lease_until = ${timestamptz(new Date(now.getTime() + leaseMs))}, attempts = i.attempts + 1
          from picked where i.job_id = picked.job_id and i.card_id = picked.card_id
          returning i.job_id, i.card_id, i.claim_token, i.attempts
        )
        select c.job_id as "jobId", c.card_id as "cardId", c.claim_token as "claimToken", c.attempts,
          j.action, j.plan_id as "planId", j.created_by as "createdBy", j.created_by_role as "createdByRole",
          j.stepped_up as "steppedUp"
        from claimed c join ${cardJobs} j on j.id = c.job_id
        order by c.job_id, c.card_id`,
  );
  return rows.map((row) => ({ ...row, jobId: Number(row.jobId), cardId: Number(row.cardId) }));
};

export type SettledState = 'done' | 'skipped' | 'failed';

const COUNTER = { done: 'done_count', skipped: 'skipped_count', failed: 'failed_count' } as const;

/**
 * Settles a claimed card and counts it on its job, in the transaction that acted on the card: both commit or
 * neither does. False when the claim is no longer this worker's (its lease ended and another worker claimed the
 * card): the caller must then roll back what it did.
 */
export const settleCardJobItem = async (
  db: DbOrTx,
  card: Pick<ClaimedCard, 'jobId' | 'cardId' | 'claimToken'>,
  state: SettledState,
  result: string | null,
  now: Date,
): Promise<boolean> => {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with settled as (
          update ${cardJobItems} set state = ${state}, result = ${result}, settled_at = ${timestamptz(now)},
            lease_until = null
          where job_id = ${card.jobId} and card_id = ${card.cardId} and state = 'claimed'
            and claim_token = ${card.claimToken}
          returning job_id
        )
        update ${cardJobs} j set ${sql.raw(COUNTER[state])} = j.${sql.raw(COUNTER[state])} + 1
        from settled where j.id = settled.job_id
        returning j.id`,
  );
  return rows.length === 1;
};

/**
 * Ends the jobs with no card left to decide (done), and cancels the cards a worker held on a cancelled job once
 * their lease is over. Answers the jobs it ended, for the caller to tell (onCardJobEnded).
 */
/** A job that has just ended: what its holders' bulk_job.completed webhooks say of it (holder-outcomes.ts). */
export interface CardJobEnded {
  id: number;
  action: CardJobAction;
  total: number;
  doneCount: number;
  skippedCount: number;
  failedCount: number;
  cancelledCount: number;
  createdBy: number;
}

export const endSettledCardJobs = async (db: DbOrTx, now: Date): Promise<CardJobEnded[]> => {
  await db.execute(sql`with stale as (
      update ${cardJobItems} i set state = 'cancelled', settled_at = ${timestamptz(now)}, lease_until = null
      from ${cardJobs} j
      where j.id = i.job_id and j.state = 'cancelled' and i.state = 'claimed' and i.lease_until < ${timestamptz(now)}
      returning i.job_id
    ), counted as (select job_id, count(*)::int as n from stale group by job_id)
    update ${cardJobs} j set cancelled_count = j.cancelled_count + counted.n
    from counted where j.id = counted.job_id`);
  return selectRows<CardJobEnded>(
    db,
    sql`update ${cardJobs} j set state = 'done', ended_at = ${timestamptz(now)}
        where j.state = 'running' and not exists (select 1 from ${cardJobItems} i
          where i.job_id = j.id and i.state in ('pending', 'claimed'))
        returning j.id, j.action, j.total, j.done_count as "doneCount", j.skipped_count as "skippedCount",
          j.failed_count as "failedCount", j.cancelled_count as "cancelledCount", j.created_by as "createdBy"`,
  );
};
