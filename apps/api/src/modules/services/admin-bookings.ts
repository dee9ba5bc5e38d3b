import {
  type AdminBooking,
  type AdminBookingList,
  type AdminBookingMoveBody,
  addDays,
  type adminBookingsQuery,
  hkInstant,
  isUuid,
  type Locale,
  localePrefix,
  orderAccessPath,
} from '@shop/contract'

import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { transition } from '#api/lib/transition.ts'
import {
  type HeldBooking,
  issueAccessLink,
  type OrderLifecycle,
  ordersRepository,
} from '../orders/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { bookingJson } from './booking-json.ts'
import { rescheduleBooking } from './booking-lifecycle.ts'
import { bookingRepository } from './booking-repository.ts'
import { BOOKING_TRANSITIONS } from './booking-transitions.ts'
import { bookingNotFound } from './bookings.ts'
import { loadDesignServicesSettings } from './service.ts'

type View = Awaited<ReturnType<typeof bookingRepository.view>>[number]

/** A booking as staff see it: the customer's view plus who booked and how it is paid. */
function adminBookingJson(row: View, cutoffHours: number, now = new Date()): AdminBooking {
  return {
    ...bookingJson(row, cutoffHours, now),
    variant_id: row.booking.variantId,
    customer: {
      name: row.order.recipient.name ?? '',
      email: row.order.contactEmail ?? '',
      phone: row.order.contactPhone ?? '',
    },
    payment_status: row.order.paymentStatus,
    language: row.booking.language,
    cancel_reason: row.booking.cancelReason,
  }
}

const placeOf = (b: HeldBooking) => ({
  starts_at: b.startsAt.toISOString(),
  designer_id: b.designerId,
  status: b.status,
})

/**
 * The consultation calendar for staff (issue 17): bookings of a range, one booking, and moving,
 * cancelling or completing it. Moves and cancels run through the order lifecycle like the
 * customer's (free slots, e-mails with the calendar entry, deposit released or put up for
 * refund), without the customer's change window; each writes its audit row in its transaction.
 */
export function adminBookingsService(deps: {
  db: Db
  lifecycle: OrderLifecycle
  publicUrl: string
}) {
  const { db, lifecycle } = deps

  async function orderOf(id: string) {
    const row = isUuid(id) ? await bookingRepository.orderOf(db, id.toLowerCase()) : undefined
    if (!row) throw bookingNotFound()
    return row.orderId
  }

  /** A fresh private link to the customer's order page, in the booking's language. */
  async function customerLink(tx: Tx, orderId: string, language: string) {
    const access = await issueAccessLink(tx, orderId)
    return new URL(
      orderAccessPath(localePrefix(language as Locale), orderId, access.token),
      deps.publicUrl,
    ).toString()
  }

  async function one(id: string): Promise<AdminBooking> {
    const orderId = await orderOf(id)
    const settings = await loadDesignServicesSettings(db)
    const [row] = await bookingRepository.view(db, { orderId })
    if (!row) throw bookingNotFound()
    return adminBookingJson(row, settings.change_cutoff_hours)
  }

  return {
    one,

    /** Bookings starting in [from, to] (Hong Kong days), earliest first. */
    async calendar(query: z.output<typeof adminBookingsQuery>): Promise<AdminBookingList> {
      const settings = await loadDesignServicesSettings(db)
      const rows = await bookingRepository.view(db, {
        from: hkInstant(query.from, '00:00'),
        to: hkInstant(addDays(query.to, 1), '00:00'),
        ...(query.showroom_id ? { showroomId: query.showroom_id } : {}),
        ...(query.designer_id ? { designerId: query.designer_id } : {}),
      })
      const data = rows.map((r) => adminBookingJson(r, settings.change_cutoff_hours))
      // "confirmed" is derived from the payment, so the status filter runs on the answer
      return {
        from: query.from,
        to: query.to,
        data: query.status ? data.filter((b) => b.status === query.status) : data,
      }
    },

    /** Moves to a free slot (of the named designer, when given); 409 when it is not free. */
    async move(actor: StaffCaller, id: string, body: AdminBookingMoveBody) {
      const orderId = await orderOf(id)
      await lifecycle.withOrder(orderId, null, async (scope, order) => {
        const before = await bookingRepository.lockByOrder(scope.tx, orderId)
        if (!before) throw bookingNotFound()
        const link = await customerLink(scope.tx, orderId, before.language)
        const moved = await rescheduleBooking(scope, order, body.starts_at, link, new Date(), {
          staff: true,
          designerId: body.designer_id,
        })
        await recordAudit(scope.tx, actor, {
          action: 'booking.moved',
          entityType: 'booking',
          entityId: before.id,
          before: placeOf(before),
          after: { starts_at: moved.starts_at, designer_id: moved.designer._id },
          note: order.reference,
        })
      })
      return one(id)
    },

    /** Cancels with a reason the customer reads; the deposit as for the customer's cancel. */
    async cancel(actor: StaffCaller, id: string, reason: string) {
      const orderId = await orderOf(id)
      const [view] = await bookingRepository.view(db, { orderId })
      const link = await customerLink(db, orderId, view?.booking.language ?? 'en')
      await lifecycle.staffCancelBooking(orderId, reason, link, (tx, held) =>
        recordAudit(tx, actor, {
          action: 'booking.cancelled',
          entityType: 'booking',
          entityId: held.id,
          before: placeOf(held),
          after: { status: 'cancelled', reason },
          note: view?.order.reference ?? '',
        }),
      )
      return one(id)
    },

    /** After the visit: the booking is done (it no longer counts as coming up). */
    async complete(actor: StaffCaller, id: string, now = new Date()) {
      const orderId = await orderOf(id)
      await lifecycle.withOrder(orderId, null, async ({ tx }, order) => {
        const held = await bookingRepository.lockByOrder(tx, orderId)
        if (!held) throw bookingNotFound()
        await transition(BOOKING_TRANSITIONS.complete, { ...held, now }, (status) =>
          bookingRepository.update(tx, held.id, { status }),
        )
        await ordersRepository.appendEvent(tx, orderId, 'booking_completed')
        await recordAudit(tx, actor, {
          action: 'booking.completed',
          entityType: 'booking',
          entityId: held.id,
          before: { status: held.status },
          after: { status: 'completed' },
          note: order.reference,
        })
      })
      return one(id)
    },
  }
}
export type AdminBookingsService = ReturnType<typeof adminBookingsService>
