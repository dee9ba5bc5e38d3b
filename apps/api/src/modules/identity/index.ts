/** The identity module's door (ADR 067): what other modules may use of it. */
export { type Account, identityRepository, liveToken } from './repository.ts'
