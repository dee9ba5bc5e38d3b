import type { Tx } from '#api/lib/db-tx.ts'
import { transition } from '#api/lib/transition.ts'
import type { BookingPort, HeldBooking } from '../orders/index.ts'
import {
  changeableBooking,
  placeBooking,
  rescheduleBooking,
  tellCustomer,
  viewBooking,
} from './booking-lifecycle.ts'
import { bookingRepository } from './booking-repository.ts'
import { BOOKING_TRANSITIONS, type BookingTransition } from './booking-transitions.ts'

/** Gives back a booking's slot and cancels it (a cancel, or the release of its unpaid order). */
async function cancelHeld(
  tx: Tx,
  booking: HeldBooking,
  note: string,
  move: Extract<BookingTransition, 'cancel' | 'release'>,
) {
  const now = new Date()
  await transition(BOOKING_TRANSITIONS[move], { ...booking, now }, async (status) => {
    await bookingRepository.free(tx, booking.id)
    await bookingRepository.update(tx, booking.id, {
      status,
      cancelledAt: now,
      cancelReason: note,
    })
  })
}

/**
 * The booking lifecycle as the order lifecycle uses it (ADR 073): handed to `orderLifecycle` in
 * app.ts, so this module depends on orders and never the other way round.
 */
export const bookingPort: BookingPort = {
  place: placeBooking,
  view: async (tx, orderId, now) => (await viewBooking(tx, orderId, now)).json,
  reschedule: rescheduleBooking,
  changeable: (tx, orderId, now, window) => changeableBooking(tx, orderId, now, window, 'cancel'),
  cancel: (tx, booking, note) => cancelHeld(tx, booking, note, 'cancel'),
  async releaseSlot(tx, orderId, note) {
    const booking = await bookingRepository.lockByOrder(tx, orderId)
    if (!booking) return false
    await cancelHeld(tx, booking, note, 'release')
    return true
  },
  isBookingOrder: (tx, orderId) => bookingRepository.isBookingOrder(tx, orderId),
  tell: tellCustomer,
}
