/** The payments module's door (ADR 067): what other modules may use of it. */
export type { PaymentEvent, SessionRow } from './provider.ts'
export { type OrderPort, PAYMENT_WINDOW_MS, type PaymentService } from './service.ts'
export { requireMethodOffered } from './wallets.ts'
