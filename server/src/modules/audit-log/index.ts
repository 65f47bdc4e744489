/** The audit log module's public entry (reading the log; writing it is `audit/audit.service.ts`). */
export { auditFilterInput, listAuditEntries, type AuditEntryRow } from './list-audit-entries.ts';
