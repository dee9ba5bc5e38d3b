/** The cart module's door (ADR 067): what other modules may use of it. */
export { cartRepository } from './repository.ts'
