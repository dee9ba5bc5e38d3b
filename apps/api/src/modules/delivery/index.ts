/** The delivery module's door (ADR 067): what other modules may use of it. */
export { capacityRepository } from './capacity-repository.ts'
