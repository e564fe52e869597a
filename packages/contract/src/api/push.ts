import { z } from 'zod';
import { ALERT_KINDS } from '../alert-channels.ts';
import { recordIdParamsSchema } from '../rules/record-id.ts';

// Web push (issue #58, docs/decisions/0070-web-push.md): the server's public VAPID key, the caller's devices
// that receive notifications, and a test notification. Server: apps/server/src/modules/push.

/** The longest push endpoint accepted: the push services' URLs are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1000;

/** How many devices an account keeps subscribed: a new one beyond it replaces the one subscribed longest ago. */
export const PUSH_DEVICES_MAX = 10;

/**
 * A push service's address, as the browser's PushSubscription names it. https only here; the server also holds
 * its host to the known push services (a local address only when PUSH_LOCAL_ENDPOINTS allows it, for tests).
 */
const endpointSchema = z
  .string({ error: 'invalid_value' })
  .max(PUSH_ENDPOINT_MAX, { error: 'invalid_value' })
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, { error: 'invalid_value' });

/**
 * A key of the subscription, base64url as the browser gives it (p256dh 65 bytes: 87 characters, auth 16: 22). The
 * lengths are in the pattern itself, so that the OpenAPI document states the whole rule in one place.
 */
const keySchema = (max: number) =>
  z
    .string({ error: 'invalid_value' })
    .regex(new RegExp(`^[A-Za-z0-9_-]{16,${max}}={0,2}$`), { error: 'invalid_value' });

/** GET /api/push/key: the server's VAPID public key (base64url), the applicationServerKey to subscribe with. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscribeBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: keySchema(128), auth: keySchema(64) }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

/** One device of the caller's that receives notifications. Browser and system are product names, or null. */
export const pushDeviceSchema = z.object({
  id: z.int().positive(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The device whose endpoint the request named (`?endpoint=`): this browser. */
  current: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When a notification last reached its push service; null before the first. */
  lastSuccessAt: z.iso.datetime().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /api/push/subscriptions: the caller's devices, newest first. */
export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** GET /api/push/subscriptions?endpoint=: this browser's endpoint, to mark its device as the current one. */
export const pushDeviceListQuerySchema = z.object({ endpoint: endpointSchema.optional() });

export const pushDeviceParamsSchema = recordIdParamsSchema;

/** POST /api/push/test: how many of the caller's devices a test notification was queued for. */
export const pushTestResultSchema = z.object({ queued: z.int().min(0) });
export type PushTestResult = z.infer<typeof pushTestResultSchema>;

/** One alert's channels (alert-channels.ts, decision 0073): mailed, pushed to the caller's devices, or neither. */
export const alertChannelSchema = z.object({
  alert: z.enum(ALERT_KINDS, { error: 'invalid_value' }),
  mail: z.boolean({ error: 'invalid_value' }),
  push: z.boolean({ error: 'invalid_value' }),
});
export type AlertChannel = z.infer<typeof alertChannelSchema>;

/** GET and PUT /api/alert-channels: every alert's channels, in ALERT_KINDS' order (a PUT may name some). */
export const alertChannelsSchema = z.object({
  alerts: z.array(alertChannelSchema).max(ALERT_KINDS.length, { error: 'invalid_value' }),
});
export type AlertChannels = z.infer<typeof alertChannelsSchema>;
