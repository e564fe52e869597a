// The public face of modules/audit: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.

export type { ActorAction } from './actor-actions.ts';
export { latestActionsOf } from './actor-actions.ts';
export type { AuditInput, Auditor } from './audit.ts';
export { audit, recordAuditStatus } from './audit.ts';
export type { AuditLogFilter, AuditLogRow } from './log-page.ts';
export { auditLogPage } from './log-page.ts';
