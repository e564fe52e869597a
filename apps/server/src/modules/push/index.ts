// The public face of modules/push: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { pushHandler } from './handler.ts';
export { type PushMessage, queuePushes } from './queue.ts';
export { pushRoutes } from './routes.ts';
export { devicesOf as pushDevicesOf, forgetPushSubscriptions } from './subscriptions.ts';
export { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';
