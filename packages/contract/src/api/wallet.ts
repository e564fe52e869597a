import { z } from 'zod';
import { activityTypeSchema, paymentMethodSchema, payOrderStatusSchema } from '../enum-schemas.ts';
import { PAYMENT_METHODS } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { RECHARGE_MAX_MINOR } from '../fees.ts';
import { positiveMinorUnitsSchema } from '../money-schema.ts';
import { MAX_RECORD_ID } from '../rules/record-id.ts';
import { requiredString } from '../rules/required.ts';
import { localizedTextSchema } from './catalog.ts';

/** A recharge amount on the wire: required, a positive integer of minor units, at most RECHARGE_MAX_MINOR. */
export const rechargeAmountSchema = positiveMinorUnitsSchema.max(RECHARGE_MAX_MINOR, {
  error: 'amount_too_large',
});

/**
 * Why a balance changed, as a key the client translates (`wallet.reason.<key>`). The activity type says what
 * kind of change it was; the reason says what caused it. New causes are added here, never reused.
 */
export const ACTIVITY_REASONS = [
  // TOP_UP
  'pay_order',
  'admin_recharge',
  'starter_pack_credit',
  // debits
  'daily_fee',
  'add_on_purchase',
  // an ADD_ON_PURCHASE the holder's auto add-on made (issue #58, decision 0071)
  'auto_add_on',
  'esim_apply',
  // REFUND
  'refund',
] as const;
export type ActivityReason = (typeof ACTIVITY_REASONS)[number];
export const activityReasonSchema = z.enum(ACTIVITY_REASONS);

/** The header an API client sends so a retried POST is answered once (8–128 characters, no spaces). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, { error: 'invalid_value' });
/** Headers of a POST that may be retried: `Idempotency-Key` is optional; without it nothing is deduplicated. */
// Loose: the other headers of the request (authorization…) must pass through untouched.
export const idempotentHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

const isoDateTime = z.iso.datetime();

/** GET /api/wallet/summary: the balance in minor units of `currency`. */
export const walletSummarySchema = z.object({
  /** Below zero while a bridge advances the fees against a waiting top-up, or by what an ended one left owed. */
  balance: z.int(),
  currency: z.string().length(3),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

/** POST /api/wallet/pay-orders: the Account Recharge Center's confirm. */
export const createPayOrderBodySchema = z.object({
  amountMinor: rechargeAmountSchema,
  method: z.enum(PAYMENT_METHODS, {
    error: (issue) => (issue.input === undefined ? 'field_required' : 'invalid_value'),
  }),
  /** The customer's own note for the administrator, possibly empty. */
  remark: z.string({ error: 'invalid_value' }).trim().max(200, { error: 'invalid_value' }).default(''),
});
export type CreatePayOrderBody = z.input<typeof createPayOrderBodySchema>;

/**
 * A pay order (spec §3): amount, remark info, service fee, total; INIT (un-paid) until an administrator confirms
 * it (FINISHED) or its customer cancels it (CANCELLED, decision 0036).
 */
export const payOrderSchema = z.object({
  id: z.uuid(),
  /** The code the customer quotes to the administrator when paying, e.g. PO-7K3M9QXA. */
  reference: z.string(),
  remark: z.string(),
  method: paymentMethodSchema,
  status: payOrderStatusSchema,
  amountMinor: z.int(),
  serviceFeeMinor: z.int(),
  internationalFeeMinor: z.int(),
  totalMinor: z.int(),
  currency: z.string().length(3),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** When its customer cancelled it (CANCELLED), else null. */
  cancelledAt: isoDateTime.nullable(),
  /**
   * Of its amount, what pays back daily fees advanced while a top-up waited (bridge credit, decision 0069): for
   * a waiting order what its confirmation would pay back now (how far the balance is below zero, at most the
   * amount), for a confirmed one what it paid back (from its TOP_UP row); 0 for a cancelled one. The rest of the
   * amount is what reaches the balance.
   */
  repaysMinor: z.int().min(0),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

/** An order as an administrator sees it: whose it is, and whether it has waited too long. */
export const adminPayOrderSchema = payOrderSchema.extend({
  userId: z.int(),
  username: z.string(),
  email: z.string(),
  /** INIT for longer than PAY_ORDER_REMIND_AFTER_MINUTES: the administrators were reminded of it. */
  overdue: z.boolean(),
  /**
   * The daily fees advanced against it while it waits (a bridge, decision 0069): what its confirmation pays back
   * first; null when no bridge is on it.
   */
  advancedMinor: z.int().min(0).nullable(),
});
export type AdminPayOrder = z.infer<typeof adminPayOrderSchema>;

export const payOrderIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_value' }) });

/** GET /api/wallet/pay-orders: the customer's orders, newest first. */
export const payOrderListQuerySchema = pageQuerySchema.extend({
  status: payOrderStatusSchema.optional(),
});
export type PayOrderListQuery = z.input<typeof payOrderListQuerySchema>;

/** The admin list's order: newest first (the default), or oldest first (a queue: the longest waiting on top). */
export const PAY_ORDER_SORTS = ['newest', 'oldest'] as const;

/** GET /api/admin/pay-orders: every customer's orders; `q` matches reference, username, email. */
export const adminPayOrderListQuerySchema = payOrderListQuerySchema.extend({
  q: z.string().trim().max(254).optional(),
  sort: z.enum(PAY_ORDER_SORTS, { error: 'invalid_value' }).default('newest'),
});
export type AdminPayOrderListQuery = z.input<typeof adminPayOrderListQuerySchema>;

/** One balance change (spec §3 "Activity / recharge record"). Amounts are signed minor units. */
export const activitySchema = z.object({
  id: z.int(),
  type: activityTypeSchema,
  /** Change amount (fee): positive for TOP_UP and REFUND, negative for the debits. */
  amountMinor: z.int(),
  /** Total balance after the change. */
  balanceAfterMinor: z.int(),
  reason: z.string(),
  note: z.string().nullable(),
  /** For a StarterPack credit: the prepaid days credited and the plan they were of, by name. */
  starterPack: z.object({ days: z.int().nonnegative(), planName: localizedTextSchema }).nullable(),
  cardId: z.int().nullable(),
  cardNumber: z.string().nullable(),
  payOrderId: z.uuid().nullable(),
  /** For a REFUND: the activity it gives back. */
  refundsActivityId: z.int().nullable(),
  /**
   * An eSIM bought with its plan is one purchase written as two lines, its fee (ESIM_APPLY) and the plan's first
   * day (DAILY_FEE): both carry the id of the eSIM's line, the reference the screens show on each (issue #56).
   * Null for every other line.
   */
  esimPurchaseId: z.int().nullable(),
  /** Recharge status: FINISHED for top-ups (a pay order's status when it came from one), null otherwise. */
  rechargeStatus: payOrderStatusSchema.nullable(),
  /** The business day (BILLING_TZ), ISO YYYY-MM-DD. */
  tradeDate: z.iso.date(),
  /** Change time. */
  createdAt: isoDateTime,
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * Filters of the Activities screen and its CSV export. `start`/`end` are business days (inclusive); when either
 * is given both must be, with the date-range rules of spec §5 (→ 400 date_range_invalid naming the rule).
 * A card is named by its id (`cardId`) or by its card number (`cardNumber`, digits).
 */
export const activityFilterSchema = z.object({
  type: activityTypeSchema.optional(),
  cardId: z.coerce.number().int().positive().max(MAX_RECORD_ID).optional(),
  cardNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,20}$/, { error: 'invalid_value' })
    .optional(),
  start: z.string().trim().optional(),
  end: z.string().trim().optional(),
});
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const activityListQuerySchema = pageQuerySchema.extend(activityFilterSchema.shape);
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

/** POST /api/admin/recharges: add an amount to a customer found by username or email (admin screen). */
export const adminRechargeBodySchema = z.object({
  account: requiredString().max(254, { error: 'invalid_value' }),
  amountMinor: rechargeAmountSchema,
  reason: z
    .string({ error: 'field_required' })
    .trim()
    .min(1, { error: 'field_required' })
    .max(200, { error: 'invalid_value' }),
});
export type AdminRechargeBody = z.input<typeof adminRechargeBodySchema>;

export const adminRechargeResultSchema = z.object({
  activity: activitySchema,
  user: z.object({ id: z.int(), username: z.string(), email: z.string(), balance: z.int() }),
  /** True when this answers a retry of an earlier request with the same Idempotency-Key. */
  replayed: z.boolean(),
});
export type AdminRechargeResult = z.infer<typeof adminRechargeResultSchema>;

/** POST /api/admin/pay-orders/:id/confirm: the order, now FINISHED, and the TOP_UP it credited (once). */
export const confirmPayOrderResultSchema = z.object({
  order: adminPayOrderSchema,
  activity: activitySchema,
  /** True when the order had already been confirmed: nothing was credited this time. */
  replayed: z.boolean(),
});
export type ConfirmPayOrderResult = z.infer<typeof confirmPayOrderResultSchema>;

/** The CSV export's columns, in order: stable machine names, whatever the interface language. */
export const ACTIVITY_CSV_COLUMNS = [
  'id',
  'trade_date',
  'change_time',
  'activity_type',
  'change_amount',
  'balance_after',
  'currency',
  'recharge_status',
  'reason',
  'note',
  'card_number',
  'pay_order_id',
  'refunds_activity_id',
] as const;
