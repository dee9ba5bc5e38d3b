/** The orders module's door (ADR 067): what other modules may use of it. */

export { refundsDueRepository } from './refunds-due-repository.ts'
export { ordersRepository } from './repository.ts'
