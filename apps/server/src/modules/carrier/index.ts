// The public face of modules/carrier: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export type { CarrierAdapter, NetworkUsageRow } from './carrier-adapter.ts';
export {
  carrierCommandHandler,
  queueCarrierCommand,
  queueCarrierCommandsSql,
} from './carrier-commands.ts';
export { connectionReportOf, type ReportedCard } from './connection-report.ts';
export { createCarrier } from './create-carrier.ts';
export { diagnose } from './doctor.ts';
export {
  cardsWithEvent,
  forgetNetworkEvents,
  networkEventsOf,
  recordNetworkEvents,
} from './network-events.ts';
export { networkEventsExport } from './network-events-export.ts';
export { pullNetworkEvents, startNetworkEventPull } from './pull-events.ts';
export type { NetworkPortal } from './reconcile.ts';
export { reconcileNetwork } from './reconcile.ts';
export { networkDrift, networkDriftSql } from './reconcile-list.ts';
export { reconcileAdminRoutes } from './reconcile-routes.ts';
export { startNetworkReconcileScheduler } from './reconcile-scheduler.ts';
export {
  type CarrierSimulator,
  createCarrierSimulator,
  SIMULATED_NETWORK_NAME,
  type SimulatedFault,
} from './simulator.ts';
export { networkSinkRoutes, TWILIO_SINK_PATH } from './sink-routes.ts';
