import { z } from 'zod';
import { REFUND_GROUNDS, REFUND_KINDS, REFUND_REASONS, REFUND_STATUSES } from '../refund-rule.ts';

// Refunds to the balance without a ticket (issue #71, decision 0101): the customer's request, the answer, and
// Admin Management's queue beside the pay orders.

/** POST /api/wallet/activities/:id/refund: why the customer asks; a note is optional (at most 300 characters). */
export const refundRequestBodySchema = z.object({
  reason: z.enum(REFUND_REASONS, {
    error: (issue) => (issue.input === undefined ? 'field_required' : 'invalid_value'),
  }),
  note: z.string({ error: 'invalid_value' }).trim().max(300, { error: 'invalid_value' }).default(''),
});
export type RefundRequestBody = z.input<typeof refundRequestBodySchema>;

export const activityIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** What the portal saw when it was asked, kept with the request so a reviewer reads what the rule read. */
export const refundEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('esim_fee'),
    profileReachedPhone: z.boolean(),
    platformReportsProfiles: z.boolean(),
    /** The newest profile or attach event the network reported, if any. */
    lastEvent: z.object({ kind: z.string(), occurredAt: z.iso.datetime() }).nullable(),
  }),
  z.object({
    kind: z.literal('add_on'),
    /** The card's imported traffic from the add-on's business day on. */
    usedKbSince: z.int().nonnegative(),
    /** The newest usage import when asked, so "no data" is read against fresh data. */
    lastImportAt: z.iso.datetime().nullable(),
  }),
]);
export type RefundEvidenceSeen = z.infer<typeof refundEvidenceSchema>;

/** One request to have a purchase given back to the balance; one per purchase at most. */
export const refundRequestSchema = z.object({
  id: z.int(),
  /** The purchase (its ESIM_APPLY or ADD_ON_PURCHASE activity). */
  activityId: z.int(),
  kind: z.enum(REFUND_KINDS),
  amountMinor: z.int().positive(),
  currency: z.string().length(3),
  cardNumber: z.string().nullable(),
  reason: z.enum(REFUND_REASONS),
  note: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** Why the rule credited it at once or sent it to review. */
  ground: z.enum(REFUND_GROUNDS),
  evidence: refundEvidenceSchema,
  /** The REFUND activity that credited it, when credited. */
  refundActivityId: z.int().nullable(),
  /** The administrator's words when declining. */
  declineNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** GET /api/wallet/refunds: the caller's requests, newest first (the Activities page marks the rows asked for). */
export const refundRequestListSchema = z.array(refundRequestSchema);

/** A request as Admin Management's queue shows it: with its customer. */
export const adminRefundRequestSchema = refundRequestSchema.extend({
  userId: z.int(),
  username: z.string(),
  email: z.string(),
  purchasedAt: z.iso.datetime(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

/** GET /api/admin/refunds?status=: the queue, oldest first (the longest waiting on top). */
export const adminRefundListQuerySchema = z.object({
  status: z.enum(REFUND_STATUSES, { error: 'invalid_value' }).default('WAITING'),
});
export const adminRefundListSchema = z.array(adminRefundRequestSchema);

export const refundIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** POST /api/admin/refunds/:id/decline: the words the customer reads (required, at most 300 characters). */
export const declineRefundBodySchema = z.object({
  note: z.string({ error: 'field_required' }).trim().min(1, { error: 'field_required' }).max(300, {
    error: 'invalid_value',
  }),
});
export type DeclineRefundBody = z.input<typeof declineRefundBodySchema>;
