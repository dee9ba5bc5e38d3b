import type { AdminBooking } from '@shop/contract/client'
import { hkClock, hkDistrict, pickText } from '@shop/contract/client'
import { Link } from 'react-router'
import { type AdminT, useAdminT } from '#web/lib/admin-i18n.tsx'

type Language = ReturnType<typeof useAdminT>['language']

/** Where a consultation happens: the showroom, the video call, or the home visit's district. */
export function bookingPlace(booking: AdminBooking, t: AdminT, language: Language): string {
  if (booking.format === 'SHOWROOM' && booking.showroom)
    return pickText(booking.showroom.name, language)
  if (booking.format === 'HOME_VISIT') {
    const district = booking.district ? hkDistrict(booking.district)?.name : undefined
    return t('studio.booking.homeVisit', {
      district: district ? pickText(district, language) : (booking.district ?? ''),
    })
  }
  return t('studio.booking.videoCall')
}

const STATUS_LOOK: Record<AdminBooking['status'], string> = {
  held: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-700 line-through',
  completed: 'bg-sky-100 text-sky-900',
}

export function BookingStatus({ status }: { status: AdminBooking['status'] }) {
  const { t } = useAdminT()
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_LOOK[status]}`}>
      {t(`studio.statuses.${status}`)}
    </span>
  )
}

/** One booking in the calendar: time, customer, format and place, designer; opens its page. */
export function BookingItem({ booking }: { booking: AdminBooking }) {
  const { t, language } = useAdminT()
  return (
    <li>
      <Link
        to={`/admin/calendar/${booking._id}`}
        className="block rounded border border-stone-200 bg-white p-3 text-sm hover:border-stone-500 focus-visible:outline-2"
        data-testid="calendar-booking"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold tabular-nums">
            {hkClock(booking.starts_at)}–{hkClock(booking.ends_at)}
          </span>
          <BookingStatus status={booking.status} />
        </span>
        <span className="mt-1 block break-words font-medium underline underline-offset-2">
          {booking.customer.name}
        </span>
        <span className="block break-words text-stone-700">
          {/* a video call or a home visit says so itself; a showroom visit names the showroom */}
          {booking.format === 'SHOWROOM'
            ? `${t('studio.formats.SHOWROOM')} · ${bookingPlace(booking, t, language)}`
            : bookingPlace(booking, t, language)}
        </span>
        <span className="block break-words text-stone-600">
          {booking.designer.name} · {booking.order_reference}
        </span>
      </Link>
    </li>
  )
}
