// The public face of modules/catalog: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { adminCatalogRoutes } from './admin-routes.ts';
export { destinationOffersReader } from './destination-offers.ts';
export type { AddOnRow, PlanRow } from './on-sale.ts';
export {
  addOnNames,
  assertAddOnOnSale,
  assertPlanOnSale,
  findAddOn,
  findPlan,
  findPlanOnSale,
  findPlans,
  planNames,
} from './on-sale.ts';
export { newerPlanVersionsSql } from './plan-successors.ts';
export { catalogRoutes } from './routes.ts';
export type { PlanVersion } from './views.ts';
export { planVersions } from './views.ts';
