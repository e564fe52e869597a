// The public face of modules/card-jobs: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { cardJobAdminRoutes } from './admin-routes.ts';
export type { CardJobEnded, ClaimedCard, SettledState } from './claims.ts';
export { claimCardJobItems, endSettledCardJobs, settleCardJobItem } from './claims.ts';
export { holderOutcomesSql } from './holder-outcomes.ts';
