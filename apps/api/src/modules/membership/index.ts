/** The membership module's door (ADR 067): what other modules may use of it. */
export { pointsLedger } from './ledger.ts'
export { membershipEarning, membershipService } from './service.ts'
export { MEMBERSHIP_SLUG } from './settings.ts'
