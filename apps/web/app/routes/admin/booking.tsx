import {
  adminBooking,
  adminQuotationDetails,
  adminStudio,
  consultationSlots,
  MAIN_STORE_ID,
} from '@shop/contract'
import { formatMoney, hkClock, hkDate, weekdayOf } from '@shop/contract/client'
import { Form, Link, redirect } from 'react-router'
import { BookingActions } from '#web/components/admin/studio/booking-actions.tsx'
import { BookingStatus, bookingPlace } from '#web/components/admin/studio/booking-item.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import {
  adminFind,
  adminRequest,
  requirePermission,
  requireStaffUser,
} from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { runBookingIntent } from '#web/lib/admin-studio.server.ts'
import type { Route } from './+types/booking'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.booking.order_reference : 'Booking' },
  { name: 'robots', content: 'noindex' },
]

/**
 * A booking (issue 17): who, when, where, the flat; for services.manage the free times it can
 * move to (the shoppers' slots of the same consultation and place) and the cancel form.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.view')
  const booking = await adminFind(
    context,
    `/admin/bookings/${encodeURIComponent(params.id)}`,
    adminBooking,
    'BOOKING_NOT_FOUND',
  )
  const canManage = me.permissions.includes('services.manage')
  const open = booking.status === 'held' || booking.status === 'confirmed'
  if (!canManage || !open) return { booking, canManage, free: null, designers: [] }
  const where = new URLSearchParams({ days: '28' })
  if (booking.showroom) where.set('showroom_id', booking.showroom._id)
  if (booking.district) where.set('district', booking.district)
  const slotsPath = `/stores/${MAIN_STORE_ID}/consultations/${booking.variant_id}/slots?${where}`
  const [free, studio] = await Promise.all([
    adminRequest(context, slotsPath, consultationSlots).then(
      (s) => s.days,
      () => null,
    ),
    adminRequest(context, '/admin/studio', adminStudio),
  ])
  const designers = studio.designers.filter((d) =>
    booking.format === 'SHOWROOM'
      ? d.showroom_id === booking.showroom?._id
      : booking.format === 'HOME_VISIT'
        ? d.home_visit_districts.includes(booking.district ?? '')
        : true,
  )
  return { booking, canManage, free, designers }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.manage')
  // after the visit: the quotation of this consultation, started once, then its editor
  if (new URL(request.url).searchParams.get('intent') === 'quotation') {
    const quotation = await adminRequest(
      context,
      `/admin/bookings/${encodeURIComponent(params.id)}/quotation`,
      adminQuotationDetails,
      { method: 'POST' },
    )
    return redirect(`/admin/quotations/${quotation._id}`)
  }
  return runBookingIntent(request, context, params.id)
}

export default function AdminBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, canManage, free, designers } = loaderData
  const { t, language } = useAdminT()
  const day = hkDate(booking.starts_at)
  const done = actionData?.ok ? actionData : undefined
  const rows: [string, React.ReactNode][] = [
    [
      t('studio.booking.when'),
      `${t(`studio.weekdays.d${weekdayOf(day) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)} ${day} ${hkClock(booking.starts_at)}–${hkClock(booking.ends_at)}`,
    ],
    [t('studio.booking.format'), t(`studio.formats.${booking.format}`)],
    [t('studio.booking.place'), bookingPlace(booking, t, language)],
    [t('studio.booking.designer'), booking.designer.name],
    [
      t('studio.booking.customer'),
      <span key="c" className="block break-words">
        {booking.customer.name}
        {booking.customer.email && (
          <>
            {' · '}
            <a className="underline" href={`mailto:${booking.customer.email}`}>
              {booking.customer.email}
            </a>
          </>
        )}
        {booking.customer.phone && (
          <>
            {' · '}
            <a className="underline" href={`tel:+${booking.customer.phone}`}>
              +{booking.customer.phone}
            </a>
          </>
        )}
      </span>,
    ],
    [t('studio.booking.language'), t(`studio.booking.languages.${booking.language}`)],
    [
      t('studio.booking.order'),
      <Link key="o" className="underline" to={`/admin/orders/${booking.order_id}`}>
        {booking.order_reference}
      </Link>,
    ],
    [
      t('studio.booking.payment'),
      `${formatMoney(booking.deposit, language)} · ${t(`studio.booking.payments.${booking.payment_status}`)}`,
    ],
    [
      t('studio.booking.flat'),
      t('studio.booking.flatLine', { size: booking.flat.size_sqft, rooms: booking.flat.rooms }),
    ],
  ]
  if (booking.flat.style) rows.push([t('studio.booking.style'), booking.flat.style])
  if (booking.cancel_reason) rows.push([t('studio.booking.cancelReason'), booking.cancel_reason])
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link to={`/admin/calendar?view=day&date=${day}`} className="text-sm underline">
          ← {t('studio.booking.back')}
        </Link>
        <h1 className="break-words text-2xl font-semibold">
          {t('studio.booking.title', { reference: booking.order_reference })}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="booking-status">
          <BookingStatus status={booking.status} />
          {booking.rescheduled_count > 0 && (
            <span>{t('studio.booking.moved', { count: booking.rescheduled_count })}</span>
          )}
        </p>
      </header>
      <div aria-live="polite">
        <FormStatus result={done} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <dl
          className="divide-y divide-stone-200 rounded border border-stone-200 bg-white text-sm"
          data-testid="booking-details"
        >
          {rows.map(([term, detail]) => (
            <div key={term} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium text-stone-600">{term}</dt>
              <dd className="min-w-0 break-words">{detail}</dd>
            </div>
          ))}
        </dl>
        {canManage && (
          <div className="space-y-4">
            {booking.status !== 'cancelled' && (
              <Form method="post" action="?intent=quotation">
                <button
                  type="submit"
                  className="w-full rounded border border-stone-900 px-4 py-2 text-sm font-medium"
                  data-testid="write-quotation"
                >
                  {t('studio.booking.writeQuotation')}
                </button>
              </Form>
            )}
            <BookingActions
              booking={booking}
              free={free}
              designers={designers}
              result={actionData}
            />
          </div>
        )}
      </div>
    </div>
  )
}
