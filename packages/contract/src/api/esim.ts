import { z } from 'zod';
import { simStatusSchema } from '../enum-schemas.ts';
import { MAX_RECORD_ID, recordIdParamsSchema } from '../rules/record-id.ts';
import { simCardSchema } from './sims.ts';

const isoDateTime = z.iso.datetime();

// ---------------------------------------------------------------------------------------------------------
// Customer endpoints: /api/esim
// ---------------------------------------------------------------------------------------------------------

/**
 * GET /api/esim/offer: what applying costs, before the customer confirms. `inStock` says whether a profile is
 * free now (the count is not shown to customers); `atSimLimit` whether the account already holds as many
 * cards as SIM_LIMIT_PER_ACCOUNT allows.
 */
/** Why an application cannot work now, in the order the application checks them (the first that holds). */
export const ESIM_BLOCKERS = ['sim_over_limit', 'esim_out_of_stock', 'esim_insufficient_balance'] as const;
export type EsimBlocker = (typeof ESIM_BLOCKERS)[number];

export const esimOfferSchema = z.object({
  feeMinor: z.int().min(1),
  currency: z.string().length(3),
  /** Below zero while a bridge advances the fees against a waiting top-up (decision 0069). */
  balanceMinor: z.int(),
  inStock: z.boolean(),
  atSimLimit: z.boolean(),
  /** The plan asked for with `?planId=`, bought with the eSIM; null without one. */
  planId: z.int().positive().nullable(),
  /** That plan's first day, charged with the fee (0 without a plan). */
  planFirstDayMinor: z.int().min(0),
  /** The whole price: the fee and the plan's first day. */
  totalMinor: z.int().min(1),
  /** The server's answer to "can I apply now?": null, or what would refuse the application. */
  blocker: z.enum(ESIM_BLOCKERS).nullable(),
  /** The balance after the whole price, when the balance covers it (null otherwise). */
  balanceAfterMinor: z.int().min(0).nullable(),
});

/** GET /api/esim/offer?planId=: the offer with a plan bought in the same purchase (not_found, plan_retired…). */
export const esimOfferQuerySchema = z.object({
  planId: recordIdParamsSchema.shape.id.optional(),
});
export type EsimOfferQuery = z.input<typeof esimOfferQuerySchema>;
export type EsimOffer = z.infer<typeof esimOfferSchema>;

/**
 * POST /api/esim/applications (optional Idempotency-Key header): debits the eSIM fee (ESIM_APPLY) and adds a new
 * eSIM card, NOT_ACTIVE until a basic plan is ordered — or, with `planId`, in use at once on that plan, its first
 * day charged in the same transaction (one purchase, issue #33). 201, or 200 for a retry with the same
 * Idempotency-Key. Errors: esim_insufficient_balance (409, data { requiredMinor, balanceMinor }: the whole price
 * against the balance), esim_out_of_stock (409), sim_over_limit (409, data { limit }), not_found (404) for an
 * unknown plan, plan_retired / plan_changed (409). Any failure charges nothing and takes no profile.
 */
export const esimApplicationBodySchema = z
  .object({
    /** A basic plan on sale for the new card: ordered in the same purchase. */
    planId: z.int().positive().max(MAX_RECORD_ID).optional(),
  })
  .strict();
export type EsimApplicationBody = z.infer<typeof esimApplicationBodySchema>;

export const esimApplicationSchema = z.object({
  card: simCardSchema,
  /** The ESIM_APPLY activity. */
  activityId: z.int().positive(),
  feeMinor: z.int().min(1),
  /** The plan's first day, charged in the same purchase (0 without a plan). */
  planChargedMinor: z.int().min(0),
  /** The balance after the whole purchase. */
  balanceMinor: z.int().min(0),
});
export type EsimApplication = z.infer<typeof esimApplicationSchema>;

/**
 * GET /api/esim/cards/:id/activation: how to install one of the caller's eSIM cards. not_found (404) for a card
 * that is not the caller's eSIM; esim_profile_missing (409) for an eSIM card without a profile (one an
 * administrator imported as a plain card). The confirmation code, when required, is never here.
 */
export const esimActivationSchema = z.object({
  cardId: z.int().positive(),
  cardNumber: z.string(),
  /** The card's status: NOT_ACTIVE until a basic plan is ordered. */
  status: simStatusSchema,
  iccid: z.string(),
  smDpAddress: z.string(),
  matchingId: z.string(),
  smDpOid: z.string().nullable(),
  confirmationCodeRequired: z.boolean(),
  /** `LPA:1$<SM-DP+ address>$<matching id>[…]` (SGP.22 §4.1): the QR code's content. */
  activationCode: z.string(),
  /** Apple's one-tap installation link for this activation code. */
  appleInstallUrl: z.string(),
});
export type EsimActivation = z.infer<typeof esimActivationSchema>;

// ---------------------------------------------------------------------------------------------------------
// Administrator endpoints: /api/admin/esim
// ---------------------------------------------------------------------------------------------------------

/** Columns of a profile import file, in any order; the header row is required. */
export const ESIM_PROFILE_IMPORT_COLUMNS = [
  'iccid',
  'sm_dp_address',
  'matching_id',
  'confirmation_code_required',
  'sm_dp_oid',
] as const;
export const ESIM_PROFILE_REQUIRED_COLUMNS = ['iccid', 'sm_dp_address', 'matching_id'] as const;
/** Rows one API import accepts (nothing is hashed: a few seconds at most); the CLI has no limit. */
export const ESIM_PROFILE_IMPORT_MAX_ROWS = 5000;

export const ESIM_IMPORT_OUTCOMES = ['imported', 'duplicate', 'rejected'] as const;

/**
 * One data row's fate. `line` counts the header as 1. A duplicate names the column already in the inventory
 * (or earlier in the file): `iccid` (a profile or a SIM card has it) or `matching_id` (same SM-DP+ address and
 * Matching ID). A rejected row names the column and its rule key (field_required, iccid_checksum,
 * sm_dp_address_format, matching_id_format, invalid_value).
 */
export const esimImportRowSchema = z.object({
  line: z.int().positive(),
  iccid: z.string(),
  outcome: z.enum(ESIM_IMPORT_OUTCOMES),
  field: z.string().nullable(),
  rule: z.string().nullable(),
});
export type EsimImportRow = z.infer<typeof esimImportRowSchema>;

/**
 * The profile inventory as administrators watch it: `low` when the free profiles are at or below
 * ESIM_LOW_STOCK_THRESHOLD (the administrators were mailed at `lowSince`).
 */
export const esimStockSchema = z.object({
  available: z.int().min(0),
  assigned: z.int().min(0),
  threshold: z.int().min(0),
  low: z.boolean(),
  lowSince: isoDateTime.nullable(),
});
export type EsimStock = z.infer<typeof esimStockSchema>;

export const esimImportReportSchema = z.object({
  total: z.int().min(0),
  imported: z.int().min(0),
  duplicates: z.int().min(0),
  rejected: z.int().min(0),
  rows: z.array(esimImportRowSchema),
  /** The stock after the import. */
  stock: esimStockSchema,
});
export type EsimImportReport = z.infer<typeof esimImportReportSchema>;
