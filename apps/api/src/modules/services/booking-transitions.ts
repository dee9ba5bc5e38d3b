import { BOOKING_STATUSES, type BookingStatus } from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'
import type { TransitionTable } from '#api/lib/transition.ts'

/** What the rules look at: the booking's stored status, its start and the time of the move. */
export type BookingState = { status: BookingStatus; startsAt: Date; now: Date }

const notChangeable = () =>
  new DomainError(409, 'BOOKING_NOT_CHANGEABLE', 'This booking can no longer be changed')

/**
 * Every allowed booking status move in one place (ADR 073, like orders' transitions.ts).
 * `confirmed` is what the customer reads once the deposit is paid; the stored status stays
 * `held` until the booking is cancelled or done.
 */
export type BookingTransition = 'reschedule' | 'cancel' | 'complete' | 'release'

export const BOOKING_TRANSITIONS: TransitionTable<BookingTransition, BookingStatus, BookingState> =
  {
    // moved to another time by the customer (inside the change window) or staff; status kept
    reschedule: { from: ['held', 'confirmed'], to: null, refused: notChangeable },
    cancel: { from: ['held', 'confirmed'], to: 'cancelled', refused: notChangeable },
    // staff mark the visit done once it has started
    complete: {
      from: ['held', 'confirmed'],
      to: 'completed',
      refused: notChangeable,
      when: (b) =>
        b.startsAt.getTime() > b.now.getTime()
          ? new DomainError(
              409,
              'BOOKING_NOT_STARTED',
              'A consultation can be marked done once it has started',
            )
          : null,
    },
    // the undo step `giveBackSlot` of a released order: an undo is never refused
    release: { from: BOOKING_STATUSES, to: 'cancelled', refused: notChangeable },
  }
