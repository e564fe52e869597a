import { z } from 'zod';
import { recordIdParamsSchema } from '../rules/record-id.ts';

// Admin Management › Deliveries (issue #18): what the portal had to tell the carrier or mail after a commit
// and could not, with the way to try again. Server: apps/server/src/modules/deliveries.

const isoDateTime = z.iso.datetime();

/** What the portal tells the carrier about a card (apps/server/src/modules/carrier/carrier-adapter.ts). */
export const CARRIER_ACTIONS = ['PAUSE', 'RESUME', 'TERMINATE', 'THROTTLE', 'UNTHROTTLE'] as const;
export type CarrierAction = (typeof CARRIER_ACTIONS)[number];

/** A carrier command's states: never tried, claimed by a process, failed and waiting, delivered, given up. */
export const CARRIER_COMMAND_STATES = ['PENDING', 'SENDING', 'FAILED', 'DONE', 'DEAD'] as const;
export type CarrierCommandState = (typeof CARRIER_COMMAND_STATES)[number];

/** A mail's states in the outbox (kept: the embedded mode, shown at /dev/mailbox, never sent). */
export const MAIL_STATES = ['queued', 'sending', 'failed', 'sent', 'dead', 'kept'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const failedCarrierCommandSchema = z.object({
  id: z.int().positive(),
  cardId: z.int().positive(),
  cardNumber: z.string(),
  action: z.enum(CARRIER_ACTIONS),
  status: z.enum(['FAILED', 'DEAD']),
  attempts: z.int().min(0),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  /** When a FAILED command is tried again (null once DEAD: only an administrator's retry sends it). */
  nextAttemptAt: isoDateTime.nullable(),
  /** Later commands of the same card that wait behind this one (a card's commands go out in order). */
  waitingBehind: z.int().min(0),
});
export type FailedCarrierCommand = z.infer<typeof failedCarrierCommandSchema>;

export const failedMailSchema = z.object({
  id: z.int().positive(),
  toAddress: z.string(),
  /** What the mail is: verification_code, usage_alert_80, esim_low_stock… */
  kind: z.string(),
  subject: z.string(),
  status: z.enum(['failed', 'dead']),
  attempts: z.int().min(0),
  error: z.string().nullable(),
  createdAt: isoDateTime,
  nextAttemptAt: isoDateTime.nullable(),
  /** False when its content was removed (a withdrawn verification code): it cannot be sent again. */
  retryable: z.boolean(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/admin/deliveries/failed: the newest failed or given-up deliveries of each kind. */
export const failedDeliveriesSchema = z.object({
  carrierCommands: z.array(failedCarrierCommandSchema),
  mails: z.array(failedMailSchema),
});
export type FailedDeliveries = z.infer<typeof failedDeliveriesSchema>;

/** The most of each kind the list answers, newest first. */
export const FAILED_DELIVERIES_LIMIT = 100;

export const deliveryIdParamsSchema = recordIdParamsSchema;

/** POST …/retry: the delivery's state after the retry was tried (DONE/sent when it went out at once). */
export const deliveryRetryResultSchema = z.object({
  id: z.int().positive(),
  status: z.union([z.enum(CARRIER_COMMAND_STATES), z.enum(MAIL_STATES)]),
});
export type DeliveryRetryResult = z.infer<typeof deliveryRetryResultSchema>;
