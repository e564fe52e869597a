import { z } from 'zod';
import { recordIdParamsSchema } from '../rules/record-id.ts';

// Webhooks for customers (issue #59, docs/decisions/0077-customer-webhooks.md): the addresses a customer's own
// systems listen at, the events each wants, and every attempt to deliver one, signed as Stripe signs.
// Server: apps/server/src/modules/webhooks.

/**
 * What a webhook tells of. `test` is sent only on request (POST /api/webhooks/:id/test), to whichever endpoint is
 * named, and cannot be subscribed to; `bulk_job.completed` is sent by the bulk actions of the operator's console.
 */
export const WEBHOOK_EVENT_TYPES = [
  'card.status_changed',
  'usage.threshold_reached',
  'balance.runway_low',
  'pay_order.credited',
  'refund.credited',
  'refund.declined',
  'bulk_job.completed',
  'test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The events an endpoint may subscribe to, in the order the form lists them. */
export const SUBSCRIBABLE_WEBHOOK_EVENTS = WEBHOOK_EVENT_TYPES.filter(
  (type): type is Exclude<WebhookEventType, 'test'> => type !== 'test',
);
export type SubscribableWebhookEvent = (typeof SUBSCRIBABLE_WEBHOOK_EVENTS)[number];

/** How many endpoints an account keeps (Stripe allows 16 per account; a customer of ours has one or two systems). */
export const WEBHOOK_ENDPOINTS_MAX = 5;
/** The longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 100;
/** The header that carries the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>[,v1=…]`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Simportal-Signature';
/** How long a rotated secret still signs, so a receiver can switch without a gap. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
/** How far a receiver should accept a signature's timestamp from its own clock (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;
/** How long the delivery log keeps an attempt (Stripe keeps its events 30 days): older ones are deleted. */
export const WEBHOOK_LOG_DAYS = 30;

const urlSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(WEBHOOK_URL_MAX, { error: 'invalid_value' })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, { error: 'invalid_value' });

const eventsSchema = z
  .array(z.enum(SUBSCRIBABLE_WEBHOOK_EVENTS, { error: 'invalid_value' }), { error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(SUBSCRIBABLE_WEBHOOK_EVENTS.length, { error: 'invalid_value' });

const descriptionSchema = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: 'invalid_value' });

/** One endpoint as its owner sees it: never its secret (shown once, or on request). */
export const webhookEndpointSchema = z.object({
  id: z.int().positive(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(SUBSCRIBABLE_WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
  /** While a rotated secret still signs: until when. */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  /** The latest attempt's outcome, null before the first. */
  lastAttemptAt: z.iso.datetime().nullable(),
  lastStatus: z.int().nullable(),
  lastSucceeded: z.boolean().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/webhooks: the caller's endpoints, oldest first, and how many they may have. */
export const webhookEndpointListSchema = z.object({
  items: z.array(webhookEndpointSchema),
  max: z.int().positive(),
});
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** POST /api/webhooks. */
export const webhookCreateBodySchema = z.object({
  url: urlSchema,
  description: descriptionSchema.default(''),
  events: eventsSchema,
});
export type WebhookCreateBody = z.input<typeof webhookCreateBodySchema>;

/** PATCH /api/webhooks/:id: what is named changes. */
export const webhookUpdateBodySchema = z.object({
  url: urlSchema.optional(),
  description: descriptionSchema.optional(),
  events: eventsSchema.optional(),
  enabled: z.boolean({ error: 'invalid_value' }).optional(),
});
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBodySchema>;

/** POST /api/webhooks and …/rotate-secret: the endpoint, and its signing secret, shown this once. */
export const webhookWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/** GET /api/webhooks/:id/secret: the signing secret again (only its owner, never in a customer view). */
export const webhookSecretSchema = z.object({ secret: z.string() });

export const webhookParamsSchema = recordIdParamsSchema;

/** An event's id: `evt_` and 32 hex digits. */
export const webhookEventIdSchema = z.string().regex(/^evt_[0-9a-f]{32}$/, { error: 'invalid_value' });
export const webhookEventParamsSchema = recordIdParamsSchema.extend({ eventId: webhookEventIdSchema });

/** POST …/test and …/redeliver: the event sent, and whether the receiver accepted it (a 2xx). */
export const webhookSendResultSchema = z.object({
  eventId: z.string(),
  delivered: z.boolean(),
});
export type WebhookSendResult = z.infer<typeof webhookSendResultSchema>;

/** One attempt to deliver an event to an endpoint, as the delivery log keeps it. */
export const webhookAttemptSchema = z.object({
  id: z.int().positive(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  /** 1 for the first attempt of the event at this endpoint, then 2, 3… (retries and redeliveries). */
  attempt: z.int().positive(),
  at: z.iso.datetime(),
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection failed). */
  responseStatus: z.int().nullable(),
  /** The start of the receiver's answer (at most WEBHOOK_RESPONSE_KEPT_BYTES). */
  responseBody: z.string(),
  durationMs: z.int().min(0),
  /** Why it failed without an answer, in the server's words. */
  error: z.string().nullable(),
  succeeded: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const WEBHOOK_ATTEMPTS_PAGE_MAX = 50;

/** Which attempts the delivery log lists (issue #67): every one, or the failed ones only. */
export const WEBHOOK_ATTEMPT_FILTERS = ['all', 'failed'] as const;
export type WebhookAttemptFilter = (typeof WEBHOOK_ATTEMPT_FILTERS)[number];

export const webhookAttemptsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1)
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(WEBHOOK_ATTEMPTS_PAGE_MAX, { error: 'invalid_value' })
    .default(20),
  /** `failed`: only the attempts the receiver did not accept (no answer, or not a 2xx), as Stripe's filter. */
  show: z.enum(WEBHOOK_ATTEMPT_FILTERS, { error: 'invalid_value' }).default('all'),
});
export type WebhookAttemptsQuery = z.input<typeof webhookAttemptsQuerySchema>;

/** GET /api/webhooks/:id/deliveries: the endpoint's attempts, newest first, a page at a time. */
export const webhookAttemptListSchema = z.object({
  items: z.array(webhookAttemptSchema),
  total: z.int().min(0),
});
export type WebhookAttemptList = z.infer<typeof webhookAttemptListSchema>;

/**
 * GET /api/webhooks/:id/events/:eventId: the request body an event is sent with (issue #67: the log showed the
 * receiver's answer, never what it was sent), exactly as posted: the JSON text the signature covers.
 */
export const webhookEventBodySchema = z.object({
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  body: z.string(),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;
