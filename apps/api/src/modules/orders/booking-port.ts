import type {
  Booking,
  BookingStatus,
  bookConsultationBody,
  OrderAccess,
  PaymentInstructions,
} from '@shop/contract'
import type { z } from 'zod'
import type { Tx } from '#api/lib/db-tx.ts'
import type { LockScope } from '#api/lib/locks.ts'
import type { Account } from '../identity/index.ts'
import type { PaymentService } from '../payments/index.ts'
import type { OrderRow } from './order-json.ts'

export type BookingBody = z.output<typeof bookConsultationBody>

/** What booking a consultation needs, inside the caller's transaction (its LockScope). */
export type BookingRun = {
  scope: LockScope
  account: Account
  storeId: string
  body: BookingBody
  payments: PaymentService
  publicUrl: string
  instructions: PaymentInstructions
  now: Date
}

/** A booking as the lifecycle holds it while it cancels (staff audit its place). */
export type HeldBooking = {
  id: string
  startsAt: Date
  designerId: string
  status: BookingStatus
}

/** Who moves or cancels: the customer (inside the change window) or staff (any time before). */
export type BookingChanger = { staff: false } | { staff: true; designerId?: string | undefined }

/** Booking's own steps an undo step may name (the slot, held by the services module). */
export type BookingStepName = 'holdSlot'

/** The e-mails (or SMS) a booking sends. */
export type BookingNotice = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

/**
 * What the order lifecycle may do to a consultation booking (ADR 073). The services module owns
 * bookings and their slots and implements this port; the lifecycle is handed it when the app is
 * wired (app.ts), so orders never import services. Every method runs inside the caller's
 * transaction, after the order row is locked, and takes no lock kind of its own (a booking's
 * rows belong to its order's lock).
 */
export type BookingPort = {
  /** Books: the deposit's order, the booking, its slot (step `holdSlot`), link and e-mail. */
  place(run: BookingRun): Promise<{ orderId: string; access: OrderAccess }>
  /** The order's booking as its owner sees it. */
  view(tx: Tx, orderId: string, now?: Date): Promise<Booking>
  /** Moves the order's booking to another free slot and tells the customer. */
  reschedule(
    scope: LockScope,
    order: OrderRow,
    startsAtIso: string,
    link: string,
    now?: Date,
    by?: BookingChanger,
  ): Promise<Booking>
  /**
   * The order's booking, locked, if it may still change (`window`: the customer's change
   * window applies); 404 BOOKING_NOT_FOUND or 409 otherwise.
   */
  changeable(tx: Tx, orderId: string, now: Date, window: boolean): Promise<HeldBooking>
  /** Gives back the booking's slot and marks it cancelled with `note`. */
  cancel(tx: Tx, booking: HeldBooking, note: string): Promise<void>
  /**
   * The release step `giveBackSlot`: the order's booking, if any, locked, its slot given back
   * and cancelled. Answers whether the order was a booking.
   */
  releaseSlot(tx: Tx, orderId: string, note: string): Promise<boolean>
  /** Whether the order is a consultation's deposit (its e-mails are the booking's own). */
  isBookingOrder(tx: Tx, orderId: string): Promise<boolean>
  /** Tells the customer about their booking, written from the booking as stored. */
  tell(
    tx: Tx,
    kind: BookingNotice,
    orderId: string,
    link: string,
    now?: Date,
    reason?: string,
  ): Promise<Booking>
}
