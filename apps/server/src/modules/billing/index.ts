// The public face of modules/billing: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { activateCard } from './activate-card.ts';
export type { AddOnPurchaseRow } from './add-on-purchases.ts';
export {
  addOnPurchaseOfActivity,
  addOnPurchasesOf,
  findAddOnPurchase,
  recordAddOnPurchase,
} from './add-on-purchases.ts';
export { billingAdminRoutes } from './admin-routes.ts';
export type { BatchSizing } from './batch-size.ts';
export { firstBatchSize, nextBatchSize } from './batch-size.ts';
export type { BridgeEnded, BridgeStarted, OpenBridge } from './bridges.ts';
export {
  endBridgeOfClosedAccount,
  endBridges,
  openBridgeOf,
  openBridges,
  openBridgesCountSql,
  settleBridge,
} from './bridges.ts';
export type { MoneyCapRunOutcome } from './cap-run.ts';
export { applyMoneyCaps } from './cap-run.ts';
export { getCardBilling, getCardBillingAndBalance, listCardBilling } from './card-billing.ts';
export { isDayCharged } from './day-charged.ts';
export { lifelineTerms } from './lifeline-settings.ts';
export { endBatchLifelines, stopSpentLifelines } from './lifelines.ts';
export { moveToNewPlanVersions } from './new-plan-versions.ts';
export { deliverBillingCommands, resumeSuspendedCardsTelling } from './resume-suspended.ts';
export { billingRoutes } from './routes.ts';
export { tellRunNews } from './run-news.ts';
export type { CustomerBatch } from './run-statements.ts';
export {
  applyPendingPlans,
  BILLING_RUN_LOCK,
  chargeDay,
  lockBalances,
  nextCustomerBatch,
  noteLowBalances,
} from './run-statements.ts';
export type { BillingRunRow } from './runs.ts';
export { billingDayRecordedSql, isBillingDayRecorded, latestBillingRun, recordBillingDay } from './runs.ts';
export type { HolderBridge, HolderRunway } from './runway.ts';
export { bridgesOfHolders, runwaysOfHolders } from './runway.ts';
export { getRunwayReminder } from './runway-reminder-settings.ts';
export { noteRunwayReminders } from './runway-reminders.ts';
export { convertStarterPackOnBind } from './starter-pack.ts';
export type { TripNoticeMail, TripRunOutcome } from './trip-run.ts';
export { applyTrips, noteTripNotices } from './trip-run.ts';
export { forgetTripsOf } from './trips.ts';
export { addOnPurchases } from './views.ts';
