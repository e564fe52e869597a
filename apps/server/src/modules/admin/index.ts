// The public face of modules/admin: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { listAdministrators } from './administrators.ts';
export { withLiveColumns } from './card-console.ts';
export { registerCustomerViewAudit } from './customer-view-audit.ts';
export { adminRoutes } from './routes.ts';
