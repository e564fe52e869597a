// The public face of modules/usage: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { usageAdminRoutes } from './admin-routes.ts';
export type { AutoAddOnBuyer, AutoAddOnOrder, AutoAddOnOutcome } from './auto-add-on-buyer.ts';
export { autoAddOnsOfCards, forgetAutoAddOns } from './auto-add-on-rules.ts';
export { liftCapHolds } from './cap-check.ts';
export { capsOfCards, dailyCapSql, forgetCardCaps, toDailyCap } from './card-caps.ts';
export type { CardLiveUsage } from './card-live.ts';
export { liveUsageOfCards } from './card-live.ts';
export { checkedUsageRange } from './card-usage.ts';
export { dataAlertsOfCards } from './data-alerts.ts';
export { dataUsedSql, usageImportedSinceSql } from './data-used.ts';
export { importUsage } from './import-usage.ts';
export type { LifelineSpent, LifelineTerms, SpentLifeline } from './lifelines.ts';
export {
  endLifelineOnTopUp,
  endLifelines,
  forgetLifelines,
  isOnLifeline,
  lifelineCardsSql,
  lifelineSql,
  lifelinesOf,
  onLifelineSql,
  openLifelineCards,
  startLifelinesSql,
  toLifeline,
} from './lifelines.ts';
export type { MoneyCapRunHit } from './money-cap.ts';
export { checkMoneyCap, moneyCapsSql, recordMoneyCapHits, spentOnDaySql } from './money-cap.ts';
export { networkHoldsSql } from './network-holds.ts';
export { usageRoutes } from './routes.ts';
export { forgetSpikes, spikesOfCards } from './spike-slow.ts';
export { topRegionsSql } from './top-regions.ts';
export type { TrafficKey, TrafficRow } from './traffic-page.ts';
export { trafficPage } from './traffic-page.ts';
export { csvFileUsageSource } from './usage-csv.ts';
export { startUsageSimulatorScheduler } from './usage-scheduler.ts';
export { usageSimulator } from './usage-simulator.ts';
export { holdUsageSteady, lastUsageImportAt, usedKbSince } from './usage-since.ts';
export { toUsageSummary, usageSummaryColumns } from './usage-summary.ts';
