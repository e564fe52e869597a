import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { DbOrTx } from '../db/database.ts';
import { DomainError } from '../http/domain-error.ts';
import {
  type CardJobEnded,
  type ClaimedCard,
  claimCardJobItems,
  endSettledCardJobs,
  holderOutcomesSql,
  type SettledState,
  settleCardJobItem,
} from '../modules/card-jobs/index.ts';
import type { DeliveryLog } from '../modules/deliveries/index.ts';
import { runEventsSql, tell } from '../modules/notify/index.ts';
import { type PeriodicWork, startPeriodic } from '../periodic-work.ts';
import { type CardAction, heldCardOf, orderCardPlanAs, stopCardBillingAs } from './admin-card-actions.ts';

// The bulk actions' background round (issue #59): claims a few cards of the running jobs with a lease, acts on
// each through the console's row action (admin-card-actions.ts) and settles it in that action's transaction, so a
// card is acted on once even when a process dies half-way (its claimed cards are claimed again after the lease,
// and a card whose change committed was settled with it) or two instances work side by side (SKIP LOCKED, and a
// claim's token only its latest claimant holds).

/** Cards claimed at a time: small, so a cancel or another instance takes over quickly. */
export const CARD_JOB_BATCH = 25;
/** How long a claim holds: far longer than a batch takes, short enough for a restart to resume soon. */
export const CARD_JOB_LEASE_MS = 60_000;
/** Claims of one card beyond this (a card that keeps failing the process itself) settle it as failed. */
const MAX_ATTEMPTS = 5;
/** Batches one round works at most (a few seconds' work), so a shutdown waiting for the round stays short. */
const MAX_BATCHES = 8;

/** Thrown inside a card's transaction when its claim is no longer ours: the change rolls back. */
class ClaimLost extends Error {}

export interface CardJobRoundOptions {
  batch?: number;
  leaseMs?: number;
  maxBatches?: number;
  log?: DeliveryLog;
  /**
   * Told of each job that ended (every card decided), after the commit that also recorded its holders'
   * `bulk_job.completed` (their inbox and webhooks).
   */
  onJobEnded?: (job: CardJobEnded) => Promise<void> | void;
}

/** What one card's decision is: the action, or a skip when the card is already as asked. */
const actOnCard = async (ctx: AppContext, claimed: ClaimedCard, log?: DeliveryLog): Promise<void> => {
  const db = ctx.database.db;
  const settle = (on: DbOrTx, state: SettledState, result: string | null) =>
    settleCardJobItem(on, claimed, state, result, ctx.clock.now());
  if (claimed.attempts > MAX_ATTEMPTS) {
    await settle(db, 'failed', 'server_error');
    return;
  }
  const run: CardAction = {
    by: { actorId: claimed.createdBy, actorRole: claimed.createdByRole, steppedUp: claimed.steppedUp },
    details: { jobId: claimed.jobId },
    log,
    also: async (tx) => {
      if (!(await settle(tx, 'done', null))) throw new ClaimLost();
    },
  };
  try {
    const card = await heldCardOf(ctx, claimed.cardId);
    // a card nobody holds (free, or deleted by its customer) has no billing to change: nothing to do, as a card
    // already as asked is, not a failure (issue #67: a filter over the inventory names free cards too)
    if (!card.holder) return void (await settle(db, 'skipped', 'not_held'));
    if (claimed.action === 'stop_billing') {
      if (card.status === 'PAUSED') return void (await settle(db, 'skipped', 'already_paused'));
      // a held card never activated is not billed: there is no billing to stop
      if (card.status === 'NOT_ACTIVE') return void (await settle(db, 'skipped', 'not_billed'));
      await stopCardBillingAs(ctx, card, run);
    } else if (claimed.action === 'resume_billing') {
      if (card.status === 'USING') return void (await settle(db, 'skipped', 'already_using'));
      await orderCardPlanAs(ctx, card, null, 'card_billing_resume', run);
    } else {
      await orderCardPlanAs(ctx, card, claimed.planId, 'card_plan_change', run);
    }
  } catch (error) {
    if (error instanceof ClaimLost) return;
    if (!(error instanceof DomainError)) throw error;
    // the plan the card already has, or has waiting: nothing to do, as asked
    if (error.key === 'pkg_duplicated') await settle(db, 'skipped', error.key);
    else await settle(db, 'failed', error.key);
  }
};

/**
 * One round: batches of claimed cards acted on one by one, until no card waits (or MAX_BATCHES), then the jobs
 * with every card decided are ended and told. An unexpected error stops the round (the periodic work logs it);
 * the cards it held are claimed again after their lease.
 */
export const runCardJobRound = async (ctx: AppContext, options: CardJobRoundOptions = {}) => {
  const batch = options.batch ?? CARD_JOB_BATCH;
  let acted = 0;
  for (let round = 0; round < (options.maxBatches ?? MAX_BATCHES); round += 1) {
    const claimed = await claimCardJobItems(ctx.database.db, {
      now: ctx.clock.now(),
      leaseMs: options.leaseMs ?? CARD_JOB_LEASE_MS,
      limit: batch,
    });
    for (const card of claimed) await actOnCard(ctx, card, options.log);
    acted += claimed.length;
    if (claimed.length < batch) break;
  }
  // a job ends with its holders' bulk_job.completed in the same transaction (one event per holder: their inbox
  // and their webhooks, modules/notify), and its operator's card_job.finished: told once, never lost
  const ended = await ctx.database.db.transaction(async (tx) => {
    const jobs = await endSettledCardJobs(tx, ctx.clock.now());
    for (const job of jobs) {
      await tx.execute(runEventsSql('bulk_job.completed', holderOutcomesSql(job), ctx.clock.now()));
    }
    await tell(
      ctx,
      tx,
      jobs.map((job) => ({
        kind: 'card_job.finished' as const,
        userId: job.createdBy,
        data: {
          jobId: job.id,
          action: job.action,
          total: job.total,
          done: job.doneCount,
          skipped: job.skippedCount,
          failed: job.failedCount,
        },
      })),
    );
    return jobs;
  });
  for (const job of ended) await options.onJobEnded?.(job);
  return { acted, ended };
};

/** Every few seconds, and at start (the cards a stopped process left claimed come back after their lease). */
const ROUND_EVERY_MS = 2_000;

/**
 * The server's bulk-action worker: one per instance, beside the delivery worker.
 */
export const startCardJobRounds = (
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  onJobEnded?: CardJobRoundOptions['onJobEnded'],
): PeriodicWork =>
  startPeriodic({
    name: 'the bulk action round',
    delayMs: () => ROUND_EVERY_MS,
    runAtStart: true,
    run: async () => {
      await runCardJobRound(ctx, { onJobEnded });
    },
    log,
  });
