import { z } from 'zod';
import {
  CARD_NUMBER_PATTERN,
  LABEL_MAX_LENGTH,
  normalizeCardNumber,
  VERIFY_CODE_MAX_LENGTH,
  validateCardNumber,
} from '../card-fields.ts';
import { cardTypeSchema, simStatusSchema } from '../enum-schemas.ts';
import { pageQuerySchema } from '../envelope.ts';
import { iccidSchema } from '../rules/iccid.ts';
import { MAX_RECORD_ID, recordIdParamsSchema } from '../rules/record-id.ts';
import { requiredString } from '../rules/required.ts';
import { stringRule } from '../rules/string-rule.ts';
import { localizedTextSchema } from './catalog.ts';
import { cardUsageSummarySchema } from './usage.ts';

// ---------------------------------------------------------------------------------------------------------
// Rules of the card fields (shared by the bind form, the API and the CSV import): card-fields.ts, zod-free
// ---------------------------------------------------------------------------------------------------------

export const cardNumberSchema = stringRule('card_number_required', validateCardNumber, normalizeCardNumber, {
  pattern: CARD_NUMBER_PATTERN,
});

export const verifyCodeSchema = requiredString('verify_code_required').max(VERIFY_CODE_MAX_LENGTH, {
  error: 'invalid_value',
});

// ---------------------------------------------------------------------------------------------------------
// Customer endpoints: /api/sims
// ---------------------------------------------------------------------------------------------------------

/**
 * POST /api/sims: bind an inventory card to the caller's account (spec §5: all three fields required).
 * Errors: validation_failed (field issues, ICCID rules included); verify_code_incorrect (400) when the code is
 * wrong OR no card has this card number and ICCID (one answer for both, so the inventory cannot be probed);
 * sim_occupied (409) when the card is bound to another account or was deleted and not yet released;
 * sim_over_limit (409) past SIM_LIMIT_PER_ACCOUNT. Binding a card one already holds answers it again (200).
 */
export const bindCardBodySchema = z.object({
  cardNumber: cardNumberSchema,
  iccid: iccidSchema,
  verifyCode: verifyCodeSchema,
});
export type BindCardBody = z.infer<typeof bindCardBodySchema>;

/** PATCH /api/sims/:id/label: an empty label (or null) clears it; label_exists (409) when taken. */
export const updateLabelBodySchema = z.object({
  label: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(LABEL_MAX_LENGTH, { error: 'label_too_long' })
    .nullable()
    .transform((label) => (label ? label : null)),
});
export type UpdateLabelBody = z.input<typeof updateLabelBodySchema>;

export const cardIdParamsSchema = recordIdParamsSchema;

/**
 * GET /api/sims: a page of the caller's cards, all of them or one group's (`group`: a group's id, or `none` for
 * the cards in no group).
 */
export const mySimsQuerySchema = pageQuerySchema.extend({
  group: z
    .union([z.literal('none'), z.coerce.number().int().positive().max(MAX_RECORD_ID)], {
      error: 'invalid_value',
    })
    .optional(),
});
export type MySimsQuery = z.infer<typeof mySimsQuerySchema>;

/** A plan as My SIMs names it; its details are in the catalogue. */
export const simCardPlanSchema = z.object({ id: z.int().positive(), name: localizedTextSchema });
export type SimCardPlan = z.infer<typeof simCardPlanSchema>;

/**
 * Traffic of a card in KB (shown in MB): today's use, the allowance period's use and what is left of the
 * allowance (api/usage.ts); null until carrier usage has been imported.
 */
export const simCardUsageSchema = cardUsageSummarySchema;

const isoDateTime = z.iso.datetime();

/** One of the caller's cards on My SIMs (spec §3). */
export const simCardSchema = z.object({
  id: z.int().positive(),
  cardNumber: z.string(),
  iccid: z.string(),
  type: cardTypeSchema,
  status: simStatusSchema,
  /** The spec's "tag". */
  label: z.string().nullable(),
  /** The customer's group the card is in (api/card-groups.ts), null in none. */
  groupId: z.int().positive().nullable(),
  isStarterPack: z.boolean(),
  /** Null: the card needs a basic plan first. */
  currentPlan: simCardPlanSchema.nullable(),
  /** A plan ordered for the next business day, shown beside the current one. */
  pendingPlan: simCardPlanSchema.nullable(),
  planCreatedAt: isoDateTime.nullable(),
  expireAt: isoDateTime.nullable(),
  boundAt: isoDateTime,
  /** Whether Stop Billing is allowed now (the status machine's answer: USING or SUSPEND). */
  canStopBilling: z.boolean(),
  usage: simCardUsageSchema.nullable(),
});
export type SimCard = z.infer<typeof simCardSchema>;

// ---------------------------------------------------------------------------------------------------------
// Administrator endpoints: /api/admin/cards
// ---------------------------------------------------------------------------------------------------------

/** Columns of a card import file, in this order or any other; the header row is required. */
export const CARD_IMPORT_COLUMNS = ['card_number', 'iccid', 'verify_code', 'type', 'channel_name'] as const;
/** Columns every row must fill; `type` defaults to PHYSICAL and `channel_name` to ''. */
export const CARD_IMPORT_REQUIRED_COLUMNS = ['card_number', 'iccid', 'verify_code'] as const;
/** Rows one API import accepts: new rows import at ~120/s on 2 cores (argon2 hashing), so ~17 s at most; the CLI has no limit. */
export const CARD_IMPORT_MAX_ROWS = 2000;

export const CARD_IMPORT_OUTCOMES = ['imported', 'duplicate', 'rejected'] as const;
export type CardImportOutcome = (typeof CARD_IMPORT_OUTCOMES)[number];

/**
 * What happened to one data row. `line` is the file's line number (the header is line 1). A duplicate names
 * the column already in the inventory (or earlier in the same file) in `field`; a rejected row names the
 * failing column and its rule key (field_required, card_number_format, iccid_checksum, invalid_value…).
 */
export const cardImportRowSchema = z.object({
  line: z.int().positive(),
  cardNumber: z.string(),
  iccid: z.string(),
  outcome: z.enum(CARD_IMPORT_OUTCOMES),
  field: z.string().nullable(),
  rule: z.string().nullable(),
});
export type CardImportRow = z.infer<typeof cardImportRowSchema>;

export const cardImportReportSchema = z.object({
  total: z.int().min(0),
  imported: z.int().min(0),
  duplicates: z.int().min(0),
  rejected: z.int().min(0),
  rows: z.array(cardImportRowSchema),
});
export type CardImportReport = z.infer<typeof cardImportReportSchema>;

/** An inventory card as an administrator sees it after an action on it. */
export const inventoryCardSchema = z.object({
  id: z.int().positive(),
  cardNumber: z.string(),
  iccid: z.string(),
  type: cardTypeSchema,
  status: simStatusSchema,
  channelName: z.string(),
  /** The holder, null when the card is free or retired. */
  userId: z.int().nullable(),
  /** Set when a customer deleted the card: it cannot be bound again until an administrator releases it. */
  deletedAt: isoDateTime.nullable(),
});
export type InventoryCard = z.infer<typeof inventoryCardSchema>;
