import { z } from 'zod';
import { recordIdParamsSchema } from '../rules/record-id.ts';

// Admin Management › Failed deliveries (issue #18, one outbox since issue #35): what the portal had to tell the
// carrier or send by mail after a commit and could not, with the way to try again. Server:
// apps/server/src/modules/deliveries (the outbox), commands/delivery-admin-routes.ts (the routes).

const isoDateTime = z.iso.datetime();

/** What the portal tells the carrier about a card (apps/server/src/modules/carrier/carrier-adapter.ts). */
export const CARRIER_ACTIONS = ['PAUSE', 'RESUME', 'TERMINATE', 'THROTTLE', 'UNTHROTTLE'] as const;
export type CarrierAction = (typeof CARRIER_ACTIONS)[number];

/**
 * What a delivery is: a command to the carrier (modules/carrier), a mail (modules/mail), a web push
 * notification to one device (modules/push) or an event to a customer's webhook endpoint (modules/webhooks).
 */
export const DELIVERY_KINDS = ['carrier_command', 'mail', 'push', 'webhook'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * A delivery's states, the same for every kind: queued (never tried), sending (a process claimed it until its
 * lease ends), failed (tried, waiting for its next try), delivered, dead (given up after the last try: only an
 * administrator's retry sends it), kept (its kind had nowhere to go when it was queued: a mail without SMTP,
 * shown at /dev/mailbox, never sent).
 */
export const DELIVERY_STATES = ['queued', 'sending', 'failed', 'delivered', 'dead', 'kept'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What every entry of the list says, whatever its kind. */
const failedDeliveryBase = z.object({
  id: z.int().positive(),
  state: z.enum(['failed', 'dead']),
  attempts: z.int().min(0),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
  /** When a failed delivery is tried again (null once dead: only an administrator's retry sends it). */
  nextAttemptAt: isoDateTime.nullable(),
  /** Later deliveries that wait behind this one because they go out in order (a card's commands). */
  waitingBehind: z.int().min(0),
  /** False when it cannot be sent again: a mail whose content was removed (a withdrawn verification code). */
  retryable: z.boolean(),
});

/** A carrier command's own part of an entry: which card, told what. */
export const carrierCommandDetailsSchema = z.object({
  cardId: z.int().positive(),
  cardNumber: z.string(),
  action: z.enum(CARRIER_ACTIONS),
});
export type CarrierCommandDetails = z.infer<typeof carrierCommandDetailsSchema>;

/** A mail's own part of an entry: to whom, which mail. */
export const mailDetailsSchema = z.object({
  toAddress: z.string(),
  /** What the mail is: verification_code, usage_alert_80, esim_low_stock… */
  mailKind: z.string(),
  subject: z.string(),
});
export type MailDetails = z.infer<typeof mailDetailsSchema>;

/** A push notification's own part of an entry: to whose device, saying what. */
export const pushDetailsSchema = z.object({
  /** The device's account, null once the device was removed. */
  userId: z.int().positive().nullable(),
  title: z.string(),
});
export type PushDetails = z.infer<typeof pushDetailsSchema>;

/** A webhook event's own part of an entry: to whose endpoint, which event. */
export const webhookDetailsSchema = z.object({
  /** The endpoint's account, null once the endpoint was deleted. */
  userId: z.int().positive().nullable(),
  eventType: z.string(),
});
export type WebhookDetails = z.infer<typeof webhookDetailsSchema>;

/** Each kind's own part of an entry, by kind. */
export interface DeliveryDetails {
  carrier_command: CarrierCommandDetails;
  mail: MailDetails;
  push: PushDetails;
  webhook: WebhookDetails;
}

export const failedDeliverySchema = z.discriminatedUnion('kind', [
  failedDeliveryBase.extend({ kind: z.literal('carrier_command'), ...carrierCommandDetailsSchema.shape }),
  failedDeliveryBase.extend({ kind: z.literal('mail'), ...mailDetailsSchema.shape }),
  failedDeliveryBase.extend({ kind: z.literal('push'), ...pushDetailsSchema.shape }),
  failedDeliveryBase.extend({ kind: z.literal('webhook'), ...webhookDetailsSchema.shape }),
]);
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

/** GET /api/admin/deliveries/failed: the newest failed or given-up deliveries, of every kind in one list. */
export const failedDeliveriesSchema = z.object({ deliveries: z.array(failedDeliverySchema) });
export type FailedDeliveries = z.infer<typeof failedDeliveriesSchema>;

/** The most the list answers, newest first. */
export const FAILED_DELIVERIES_LIMIT = 200;

export const deliveryIdParamsSchema = recordIdParamsSchema;

/** POST /api/admin/deliveries/:id/retry: the delivery's state after the retry was tried (delivered when it went
 * out at once). */
export const deliveryRetryResultSchema = z.object({
  id: z.int().positive(),
  state: z.enum(DELIVERY_STATES),
});
export type DeliveryRetryResult = z.infer<typeof deliveryRetryResultSchema>;
