// The public face of modules/notify (issue #68, decision 0092): domain code records what happened (`tell`); this
// module alone decides who hears of it, by which channel and in which words. .dependency-cruiser.cjs refuses an
// import past this file.
export { getAlertChannels } from './alert-channels.ts';
export { eventsSql, runEventsSql, type SetBasedKind } from './events-sql.ts';
export { failedDeliveriesDigest } from './failed-deliveries-digest.ts';
export { forgetNotifications, inboxOf, purgeInbox, startInboxPurge } from './inbox.ts';
export { getQuietHours } from './quiet-hours.ts';
export { notifyRoutes } from './routes.ts';
export { type Told, tell } from './tell.ts';
export type { NotifyEvent } from './texts/index.ts';
