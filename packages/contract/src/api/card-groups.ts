import { z } from 'zod';
import { MAX_RECORD_ID } from '../rules/record-id.ts';
import { requiredString } from '../rules/required.ts';

// ---------------------------------------------------------------------------------------------------------
// A customer's card groups (issue #59): /api/card-groups. A card is in at most one group (decision 0075).
// ---------------------------------------------------------------------------------------------------------

/** Groups one customer may name: enough for a shop or a fleet's sites, few enough to list without paging. */
export const CARD_GROUPS_MAX = 50;
export const CARD_GROUP_NAME_MAX_LENGTH = 32;
/** Cards one group action (or one move) handles in one request, one transaction. */
export const CARD_GROUP_ACTION_MAX_CARDS = 200;

const recordId = z
  .int({ error: 'invalid_value' })
  .positive({ error: 'invalid_value' })
  .max(MAX_RECORD_ID, { error: 'invalid_value' });

/** POST /api/card-groups and PATCH /api/card-groups/:id: group_name_exists (409) when the customer has it. */
export const cardGroupBodySchema = z.object({
  name: requiredString().max(CARD_GROUP_NAME_MAX_LENGTH, { error: 'invalid_value' }),
});
export type CardGroupBody = z.infer<typeof cardGroupBodySchema>;

/**
 * PUT /api/card-groups/members: the cards named go into `groupId`, or out of any group with null. Every card
 * must be the caller's, else nothing moves (not_found).
 */
export const moveCardsBodySchema = z.object({
  groupId: recordId.nullable(),
  cardIds: z
    .array(recordId)
    .min(1, { error: 'field_required' })
    .max(CARD_GROUP_ACTION_MAX_CARDS, { error: 'invalid_value' }),
});
export type MoveCardsBody = z.infer<typeof moveCardsBodySchema>;

/** A group with its figures: cards, data used this cycle (each card's allowance period) and this month's fees. */
export const cardGroupSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  cardCount: z.int().min(0),
  /** The sum of each card's use over its current allowance period, in KB. */
  periodKb: z.int().min(0),
  /** What the group's cards cost this calendar month (business days): fees and add-ons, less refunds. */
  monthFeesMinor: z.int(),
});
export type CardGroup = z.infer<typeof cardGroupSchema>;

/** GET /api/card-groups: the groups by name, and the same figures for the cards in none. */
export const cardGroupListSchema = z.object({
  items: z.array(cardGroupSchema),
  ungrouped: cardGroupSchema.omit({ id: true, name: true }),
});
export type CardGroupList = z.infer<typeof cardGroupListSchema>;

export const CARD_GROUP_ACTIONS = ['stop_billing', 'resume_billing', 'add_on', 'change_plan'] as const;
export type CardGroupAction = (typeof CARD_GROUP_ACTIONS)[number];

/** What a group action is asked to do: an add-on names the pack, a plan change the plan. */
export const cardGroupActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('stop_billing') }),
    z.object({ action: z.literal('resume_billing') }),
    z.object({ action: z.literal('add_on'), addOnId: recordId }),
    z.object({ action: z.literal('change_plan'), planId: recordId }),
  ],
  { error: 'invalid_value' },
);
export type CardGroupActionRequest = z.infer<typeof cardGroupActionSchema>;

/** Why a card of the group is left out of an action. */
export const CARD_GROUP_SKIPS = [
  'already_stopped',
  'not_in_service',
  'already_billing',
  'no_plan',
  'same_plan',
  'already_pending',
] as const;
export type CardGroupSkip = (typeof CARD_GROUP_SKIPS)[number];

export const cardGroupQuoteLineSchema = z.object({
  cardId: z.int().positive(),
  cardNumber: z.string(),
  label: z.string().nullable(),
  /** What this card costs now (0 for a stop, a plan change from tomorrow or a day already paid). */
  priceMinor: z.int().min(0),
  /** Null: the card is acted on. */
  skip: z.enum(CARD_GROUP_SKIPS).nullable(),
});
export type CardGroupQuoteLine = z.infer<typeof cardGroupQuoteLineSchema>;

/**
 * POST /api/card-groups/:id/quote: the whole price of an action before it is confirmed. `fingerprint` names the
 * cards acted on and their prices; the action refuses a different one (group_quote_changed).
 */
export const cardGroupQuoteSchema = z.object({
  groupId: z.int().positive(),
  lines: z.array(cardGroupQuoteLineSchema),
  totalMinor: z.int().min(0),
  balanceMinor: z.int(),
  balanceAfterMinor: z.int(),
  fingerprint: z.string(),
});
export type CardGroupQuote = z.infer<typeof cardGroupQuoteSchema>;

/** POST /api/card-groups/:id/actions: the action with the quote's fingerprint (Idempotency-Key optional). */
export const cardGroupActionBodySchema = z.object({
  request: cardGroupActionSchema,
  fingerprint: z.string({ error: 'field_required' }).min(1, { error: 'field_required' }).max(128),
});
export type CardGroupActionBody = z.infer<typeof cardGroupActionBodySchema>;

/**
 * POST /api/sims/selection/quote (issue #67): an action on the cards ticked on My SIMs, priced as on a group. Every
 * card must be the caller's, else nothing is quoted or done (not_found).
 */
export const cardSelectionQuoteBodySchema = z.object({
  cardIds: z
    .array(recordId)
    .min(1, { error: 'field_required' })
    .max(CARD_GROUP_ACTION_MAX_CARDS, { error: 'invalid_value' }),
  request: cardGroupActionSchema,
});
export type CardSelectionQuoteBody = z.infer<typeof cardSelectionQuoteBodySchema>;

/** The selection's quote: a group's, without the group. */
export const cardSelectionQuoteSchema = cardGroupQuoteSchema.omit({ groupId: true });
export type CardSelectionQuote = z.infer<typeof cardSelectionQuoteSchema>;

/** POST /api/sims/selection/actions: the quoted action with its fingerprint (Idempotency-Key optional). */
export const cardSelectionActionBodySchema = cardSelectionQuoteBodySchema.extend({
  fingerprint: cardGroupActionBodySchema.shape.fingerprint,
});
export type CardSelectionActionBody = z.infer<typeof cardSelectionActionBodySchema>;

export const cardGroupActionResultSchema = z.object({
  /** Cards acted on, and what was debited in all. */
  actedOn: z.int().min(0),
  skipped: z.int().min(0),
  chargedMinor: z.int().min(0),
  balanceMinor: z.int(),
  /** A retry with the same Idempotency-Key answers the first action and does nothing. */
  replayed: z.boolean(),
});
export type CardGroupActionResult = z.infer<typeof cardGroupActionResultSchema>;
