// The public face of modules/deliveries: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export {
  type DeliveryFailure,
  type DeliveryLog,
  type DeliveryRound,
  deliverDue,
  deliverDueRound,
  deliverNow,
} from './deliver.ts';
export { deliverRequeued, listFailedDeliveries, requeueDelivery } from './failed-deliveries.ts';
export {
  type DeliveryHandler,
  type DeliveryHandlerSpec,
  type DeliveryHandlers,
  deliveryHandler,
} from './handlers.ts';
export { type DeliveryToQueue, queueDeliveries, queueDeliveriesSql } from './queue.ts';
export {
  countDeliveriesByState,
  deliveryStatesOf,
  failedDeliveryCountsSql,
  findDeliveryPayload,
  forgetDeliveries,
  keysWithUndelivered,
  latestDeliveries,
} from './reads.ts';
export { startDeliveryWorker } from './worker.ts';
