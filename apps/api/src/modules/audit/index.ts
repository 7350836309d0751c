// What other modules may use of the audit log; everything else in the folder is its own.
export { auditPlugin } from './audit-plugin.ts';
export { auditRoutes } from './audit-routes.ts';
export { AUDIT_ACTIONS } from './audit-actions.ts';
export { purgeOldAuditEntries } from './audit-service.ts';
export { REDACTED } from './redact.ts';
