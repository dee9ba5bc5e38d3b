/** The idempotency module's door (ADR 067): what other modules may use of it. */
export { idempotent, stableJson } from './idempotent.ts'
