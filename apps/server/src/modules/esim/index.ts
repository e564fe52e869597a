// The public face of modules/esim: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { esimAdminRoutes } from './admin-routes.ts';
export { DEMO_SM_DP_ADDRESS, demoEsimProfiles, seedDemoEsimProfiles } from './demo-profiles.ts';
export { importProfiles } from './profile-import.ts';
export { assignProfile, lockFreeProfile, recentlyAssignedProfiles } from './profile-queries.ts';
export { esimRoutes } from './routes.ts';
export { availableProfilesCountSql, isStockLow, raiseLowStockAlert, readStock } from './stock.ts';
