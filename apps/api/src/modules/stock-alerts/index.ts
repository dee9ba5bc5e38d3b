/** The stock-alerts module's door (ADR 067): what other modules may use of it. */
export { notifyBackInStock, raiseStock } from './service.ts'
