import type { AdminRole } from '@simportal/contract/admin-roles';
import {
  CARD_JOB_FAILURES_SHOWN,
  CARD_JOB_LIST_SIZE,
  type CardJob,
  type CardJobAction,
} from '@simportal/contract/api/card-jobs';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { DomainError } from '../../http/domain-error.ts';
import { cards } from '../sims/index.ts';
import { userAccounts } from '../users/index.ts';
import { cardJobItems, cardJobs } from './schema.ts';

export type CardJobRow = typeof cardJobs.$inferSelect;

/** What starts a job: its action and plan, the filter it came from (or null), the cards, and who. */
export interface NewCardJob {
  action: CardJobAction;
  planId: number | null;
  filter: object | null;
  cardIds: readonly number[];
  by: { actorId: number; actorRole?: AdminRole | null; steppedUp?: boolean };
  now: Date;
}

/** Inserts the job and one pending item per card, in the caller's transaction (with its audit entry). */
export const insertCardJob = async (tx: Tx, job: NewCardJob): Promise<CardJobRow> => {
  const [row] = await tx
    .insert(cardJobs)
    .values({
      action: job.action,
      planId: job.planId,
      filter: job.filter,
      createdBy: job.by.actorId,
      createdByRole: job.by.actorRole ?? null,
      steppedUp: job.by.steppedUp ?? false,
      total: job.cardIds.length,
      createdAt: job.now,
    })
    .returning();
  // one statement for every card, however many: the ids travel as one array
  await tx.execute(sql`insert into ${cardJobItems} (job_id, card_id)
    select ${row!.id}, unnest(${sql.param([...job.cardIds])}::int[])`);
  return row!;
};

const toCardJob = (row: CardJobRow, username: string, failures: CardJob['failures'] = []): CardJob => ({
  id: row.id,
  action: row.action,
  planId: row.planId,
  state: row.state,
  createdBy: { id: row.createdBy, username },
  createdAt: row.createdAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  total: row.total,
  counts: {
    waiting: row.total - row.doneCount - row.skippedCount - row.failedCount - row.cancelledCount,
    done: row.doneCount,
    skipped: row.skippedCount,
    failed: row.failedCount,
    cancelled: row.cancelledCount,
  },
  failures,
});

const withCreator = (db: DbOrTx) =>
  db
    .select({ job: cardJobs, username: userAccounts.username })
    .from(cardJobs)
    .innerJoin(userAccounts, eq(userAccounts.id, cardJobs.createdBy))
    .$dynamic();

/** One job with its counts and its first failures (each with its card's number and the rule that refused it). */
export const findCardJob = async (db: DbOrTx, id: number): Promise<CardJob> => {
  const [found] = await withCreator(db).where(eq(cardJobs.id, id));
  if (!found) throw new DomainError('not_found');
  const failures = await db
    .select({ cardId: cardJobItems.cardId, cardNumber: cards.cardNumber, reason: cardJobItems.result })
    .from(cardJobItems)
    .innerJoin(cards, eq(cards.id, cardJobItems.cardId))
    .where(and(eq(cardJobItems.jobId, id), eq(cardJobItems.state, 'failed')))
    .orderBy(cardJobItems.cardId)
    .limit(CARD_JOB_FAILURES_SHOWN);
  return toCardJob(
    found.job,
    found.username,
    failures.map((failure) => ({ ...failure, reason: failure.reason ?? 'server_error' })),
  );
};

/** The latest jobs, newest first. */
export const latestCardJobs = async (db: DbOrTx): Promise<CardJob[]> =>
  (await withCreator(db).orderBy(desc(cardJobs.id)).limit(CARD_JOB_LIST_SIZE)).map((row) =>
    toCardJob(row.job, row.username),
  );

/**
 * Cancels a running job in the caller's transaction: the cards not yet claimed are cancelled (counted), and the
 * cards a worker holds finish or, once their lease ends, are cancelled by the next round. card_job_ended for a
 * job that is done or cancelled already.
 */
export const cancelCardJob = async (tx: Tx, id: number, now: Date): Promise<CardJobRow> => {
  const [job] = await tx.select().from(cardJobs).where(eq(cardJobs.id, id)).for('update');
  if (!job) throw new DomainError('not_found');
  if (job.state !== 'running') throw new DomainError('card_job_ended');
  const cancelled = await tx
    .update(cardJobItems)
    .set({ state: 'cancelled', settledAt: now })
    .where(and(eq(cardJobItems.jobId, id), inArray(cardJobItems.state, ['pending'])))
    .returning({ cardId: cardJobItems.cardId });
  const [row] = await tx
    .update(cardJobs)
    .set({
      state: 'cancelled',
      endedAt: now,
      cancelledCount: sql`${cardJobs.cancelledCount} + ${cancelled.length}`,
    })
    .where(eq(cardJobs.id, id))
    .returning();
  return row!;
};
