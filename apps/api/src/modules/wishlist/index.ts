/** The wishlist module's door (ADR 067): what other modules may use of it. */

export { activeLikes, likedProducts } from './repository.ts'
