/** The staff module's door (ADR 067): what other modules may use of it. */
export { type AuditInput, recordAudit } from './audit.ts'
export type { StaffAuthService } from './auth-service.ts'
export { backOfficeRoute, requireStaff, type StaffCaller } from './require.ts'
