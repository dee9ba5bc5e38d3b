import type { Booking, BookingStatus, FlatDetails } from '@shop/contract'
import { fromCents, toCents } from '#api/lib/money.ts'
import type { bookingRepository } from './booking-repository.ts'

type View = Awaited<ReturnType<typeof bookingRepository.view>>[number]

const HOUR = 3600_000

/** A booking as its owner sees it; "confirmed" once the deposit is paid (or nothing was due). */
export function bookingJson(row: View, cutoffHours: number, now = new Date()): Booking {
  const { booking, order } = row
  const status: BookingStatus =
    booking.status === 'held' && order.paymentStatus === 'paid' ? 'confirmed' : booking.status
  const changeableUntil = new Date(booking.startsAt.getTime() - cutoffHours * HOUR)
  return {
    _id: booking.id,
    order_id: order.id,
    order_reference: order.reference,
    status,
    format: booking.format,
    product_title: row.productTitle,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    showroom: row.showroom
      ? {
          _id: row.showroom.id,
          code: row.showroom.code,
          name: row.showroom.name,
          address: row.showroom.address,
          district: row.showroom.district,
        }
      : null,
    district: booking.district,
    designer: { _id: row.designer.id, name: row.designer.name, title: row.designer.title },
    flat: booking.flat as FlatDetails,
    deposit: fromCents(toCents(order.total)),
    changeable_until: changeableUntil.toISOString(),
    can_change:
      (status === 'held' || status === 'confirmed') && now.getTime() < changeableUntil.getTime(),
    rescheduled_count: booking.rescheduledCount,
    created_at: booking.createdAt.toISOString(),
  }
}
