import { z } from 'zod';
import { MAX_RECORD_ID, recordIdParamsSchema } from '../rules/record-id.ts';
import { adminCardExportQuerySchema } from './admin.ts';

// Bulk actions on cards (issue #59): an operator acts on a selection of the console's cards, or on every card its
// filter shows, as a job the server works through in the background, card by card, once each.

/** What a bulk action does to each card: the row actions of the console (stop, resume, change plan). */
export const CARD_JOB_ACTIONS = ['stop_billing', 'resume_billing', 'change_plan'] as const;
export type CardJobAction = (typeof CARD_JOB_ACTIONS)[number];

/** running until every card is decided; done; cancelled (the cards not yet reached are left as they are). */
export const CARD_JOB_STATES = ['running', 'done', 'cancelled'] as const;
export type CardJobState = (typeof CARD_JOB_STATES)[number];

/**
 * A card of a job: pending; claimed by a worker (for a lease); done (acted on); skipped (already as asked: a
 * stopped card asked to stop); failed (a rule refused it: the error key is its result); cancelled (not reached).
 */
export const CARD_JOB_ITEM_STATES = ['pending', 'claimed', 'done', 'skipped', 'failed', 'cancelled'] as const;
export type CardJobItemState = (typeof CARD_JOB_ITEM_STATES)[number];

/** The most cards one job takes (a filter matching more is refused whole: card_job_too_large). */
export const CARD_JOB_MAX_CARDS = 50_000;
/** The most card ids a selection names in a request body. */
export const CARD_JOB_SELECTION_MAX = 1_000;
/** The failures a job's answer lists (its counts say how many there are in all). */
export const CARD_JOB_FAILURES_SHOWN = 50;

const recordId = z
  .int({ error: 'invalid_value' })
  .positive({ error: 'invalid_value' })
  .max(MAX_RECORD_ID, { error: 'invalid_value' });

/**
 * POST /api/admin/card-jobs: the action, and either `cardIds` (a selection) or `filter` (the console's filter,
 * every card it shows). change_plan names its plan (plan_required). Resume and a plan change charge the holders'
 * balances: the route asks for a step-up then.
 */
export const cardJobBodySchema = z
  .object({
    action: z.enum(CARD_JOB_ACTIONS, { error: 'invalid_value' }),
    planId: recordId.optional(),
    cardIds: z.array(recordId).min(1, { error: 'invalid_value' }).max(CARD_JOB_SELECTION_MAX).optional(),
    filter: adminCardExportQuerySchema.optional(),
  })
  .refine((body) => (body.cardIds === undefined) !== (body.filter === undefined), {
    error: 'card_job_scope',
    path: ['cardIds'],
  })
  .refine((body) => body.action !== 'change_plan' || body.planId !== undefined, {
    error: 'plan_required',
    path: ['planId'],
  });
export type CardJobBody = z.infer<typeof cardJobBodySchema>;
export type CardJobRequest = z.input<typeof cardJobBodySchema>;

/** A job's id in its path: the one record id rule, which the OpenAPI document states whole (an integer). */
export const cardJobIdParamsSchema = recordIdParamsSchema;

const isoDateTime = z.iso.datetime();

export const cardJobSchema = z.object({
  id: z.int(),
  action: z.enum(CARD_JOB_ACTIONS),
  planId: z.int().nullable(),
  state: z.enum(CARD_JOB_STATES),
  /** Who started it. */
  createdBy: z.object({ id: z.int(), username: z.string() }),
  createdAt: isoDateTime,
  /** When the last card was decided, or the job cancelled. */
  endedAt: isoDateTime.nullable(),
  total: z.int().min(0),
  /** How many cards were decided each way, and how many wait (pending or being acted on). */
  counts: z.object({
    waiting: z.int().min(0),
    done: z.int().min(0),
    skipped: z.int().min(0),
    failed: z.int().min(0),
    cancelled: z.int().min(0),
  }),
  /** The first CARD_JOB_FAILURES_SHOWN failed cards, with the rule that refused each (an error key). */
  failures: z.array(z.object({ cardId: z.int(), cardNumber: z.string(), reason: z.string() })),
});
export type CardJob = z.infer<typeof cardJobSchema>;

/** GET /api/admin/card-jobs: the latest jobs, newest first (their failures are in each job's own answer). */
export const CARD_JOB_LIST_SIZE = 20;
export const cardJobListSchema = z.array(cardJobSchema);
