// The public face of modules/webhooks: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { forgetWebhookEndpoints, webhookEndpointsOf } from './endpoints.ts';
export { queueWebhookEvents, type WebhookEvent, webhookEventsSql } from './events.ts';
export { webhookHandler } from './handler.ts';
export { purgeWebhookLog, startWebhookLogPurge } from './log-purge.ts';
export { webhookRoutes } from './routes.ts';
export { verifyWebhookSignature } from './verify-signature.ts';
