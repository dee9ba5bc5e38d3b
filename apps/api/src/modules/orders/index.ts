/** The orders module's door (ADR 067): what other modules may use of it. */

export { issueAccessLink, linkOpens } from './access-links.ts'
export type {
  BookingBody,
  BookingChanger,
  BookingNotice,
  BookingPort,
  BookingRun,
  HeldBooking,
} from './booking-port.ts'
export type { OrderLifecycle } from './lifecycle/index.ts'
export type { EventOutcome } from './lifecycle/payment-events.ts'
export type { OrderRow } from './order-json.ts'
export { newReference } from './reference.ts'
export { refundsDueRepository } from './refunds-due-repository.ts'
export { ordersRepository } from './repository.ts'
