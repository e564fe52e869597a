// The public face of modules/wallet: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.

export { activityPage } from './activities.ts';
export { activityCsv } from './activity-csv.ts';
export { adminWalletRoutes } from './admin-routes.ts';
export { pendingPayOrdersOf, waitingPayOrdersCountSql } from './pay-order-admin.ts';
export { announceWaitingPayOrdersInRound } from './pay-order-announcements.ts';
export type { PayOrderRow } from './pay-order-confirmation.ts';
export { finishPayOrder, lockPayOrder, payOrderOwner } from './pay-order-confirmation.ts';
export { closePayOrdersOf } from './pay-order-erasure.ts';
export { remindOverduePayOrders } from './pay-order-reminders.ts';
export { repaysOf } from './pay-order-repays.ts';
export { getMyPayOrder, listMyPayOrders, newPayOrderReference } from './pay-orders.ts';
export {
  findActivity,
  overdueCutoff,
  toAdminPayOrder,
} from './presenters.ts';
export type { RefundRequestRow } from './refund-requests.ts';
export {
  decideRefundRequest,
  insertRefundRequest,
  lockRefundRequest,
  refundQueue,
  refundRequestOf,
  refundRequestOwner,
  refundRequestsOf,
  refundsAtOnceSince,
  toRefundRequest,
  waitingRefundsCountSql,
} from './refund-requests.ts';
export { walletRoutes } from './routes.ts';
export { getWalletSummary } from './summary.ts';
export { payOrderStates } from './views.ts';
