import { CARD_JOB_MAX_CARDS, type CardJob, type CardJobBody } from '@simportal/contract/api/card-jobs';
import type { AppContext } from '../../app-context.ts';
import { DomainError } from '../../http/domain-error.ts';
import { type Auditor, audit } from '../audit/index.ts';
import { adminCardIds, knownCardIds } from '../sims/index.ts';
import { cancelCardJob, findCardJob, insertCardJob } from './jobs.ts';

/**
 * Starts a bulk action: the cards are fixed now (the filter read once, up to CARD_JOB_MAX_CARDS, a wider one
 * refused whole with card_job_too_large; a selection's unknown ids dropped), the job and its items inserted with
 * the audit entry in one transaction. The background round acts on the cards (commands/card-job-round.ts).
 */
export const startCardJob = async (ctx: AppContext, body: CardJobBody, by: Auditor): Promise<CardJob> => {
  const db = ctx.database.db;
  const cardIds = body.filter
    ? await adminCardIds(db, body.filter, CARD_JOB_MAX_CARDS + 1)
    : await knownCardIds(db, body.cardIds ?? []);
  if (cardIds.length > CARD_JOB_MAX_CARDS)
    throw new DomainError('card_job_too_large', { max: CARD_JOB_MAX_CARDS });
  if (cardIds.length === 0) throw new DomainError('not_found');
  const now = ctx.clock.now();
  const job = await db.transaction(async (tx) => {
    const row = await insertCardJob(tx, {
      action: body.action,
      planId: body.action === 'change_plan' ? (body.planId ?? null) : null,
      filter: body.filter ?? null,
      cardIds,
      by,
      now,
    });
    await audit(tx, {
      ...by,
      action: 'card_job_create',
      details: {
        jobId: row.id,
        action: row.action,
        planId: row.planId,
        cards: cardIds.length,
        ...(body.filter ? { filter: body.filter } : { selection: true }),
      },
      at: now,
    });
    return row;
  });
  return findCardJob(db, job.id);
};

/** Cancels a running job, audited; the cards already decided stay as they are. */
export const stopCardJob = async (ctx: AppContext, id: number, by: Auditor): Promise<CardJob> => {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    const job = await cancelCardJob(tx, id, now);
    await audit(tx, {
      ...by,
      action: 'card_job_cancel',
      details: {
        jobId: id,
        cancelled: job.cancelledCount,
        decided: job.doneCount + job.skippedCount + job.failedCount,
      },
      at: now,
    });
  });
  return findCardJob(db, id);
};
