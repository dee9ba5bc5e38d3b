/** The catalogue module's door (ADR 067): what other modules may use of it. */
export { catalogRepository } from './repository.ts'
export { stockRepository } from './stock-repository.ts'
