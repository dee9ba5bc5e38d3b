import type { Booking, ConsultationSlots } from '@shop/contract'
import { type Locale, pickText } from '@shop/contract/client'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { districtName } from '#web/lib/booking-form.ts'
import { consultationTime } from '#web/lib/consultation-time.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useFrame } from '#web/lib/frame.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useResultToast } from '#web/lib/use-form-feedback.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import { FormStatus, TextAreaField } from '../form-field.tsx'
import { SlotPicker } from './slot-picker.tsx'

type Props = {
  booking: Booking
  /** Where its calendar entry (.ics) downloads. */
  calendar?: string | null
  /** Free times to move to: loaded when the shopper asked to reschedule (`?reschedule=1`). */
  slots?: ConsultationSlots | null
  later?: string | null
  earlier?: string | null
  result?: FormResult
}

/** "Flat 12A, City One, Sha Tin" — the district added unless the address already names it. */
function withDistrict(address: string, district: string | null, locale: Locale): string {
  const name = district ? districtName(district, locale) : ''
  return [address, name && !address.includes(name) ? name : ''].filter(Boolean).join(', ')
}

const row = 'grid grid-cols-[7rem_1fr] gap-3 py-2'

/**
 * The consultation of an order (issue 17): format, time, place, designer and the flat; while the
 * change window is open, reschedule (a new free time) and cancel (with a reason, confirmed first),
 * both plain forms; after it, a sentence saying to call.
 */
export function BookingPanel({ booking, calendar, slots, later, earlier, result }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const phone = useFrame()?.footer.store_information.phone
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
  const place =
    booking.format === 'SHOWROOM' && booking.showroom
      ? `${pickText(booking.showroom.name, locale)} — ${pickText(booking.showroom.address, locale)}`
      : booking.format === 'HOME_VISIT'
        ? withDistrict(booking.flat.address, booking.district, locale)
        : t('booking.videoPlace')
  const active = booking.status === 'held' || booking.status === 'confirmed'
  const failed = result && !result.ok ? result : undefined
  useResultToast(result)
  return (
    <section
      aria-labelledby="booking-heading"
      className="space-y-4 rounded-md border border-stone-200 p-4 sm:p-5 dark:border-stone-700"
      data-testid="booking-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="booking-heading" className="text-xl font-semibold">
          {t('booking.section')}
        </h2>
        <span
          className="rounded bg-brand-50 px-2 py-0.5 text-sm dark:bg-stone-800"
          data-testid="booking-status"
        >
          {t(`booking.status.${booking.status}`)}
        </span>
      </div>
      {result && (
        <div data-testid="booking-answer">
          <FormStatus result={result} />
        </div>
      )}
      <dl className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
        <div className={row}>
          <dt className="font-medium">{t('booking.format')}</dt>
          <dd>{t(`booking.formats.${booking.format}`)}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t('booking.when')}</dt>
          <dd data-testid="booking-time">
            <time dateTime={booking.starts_at}>
              {consultationTime(booking.starts_at, booking.ends_at, locale)}
            </time>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t('booking.place')}</dt>
          <dd>{place}</dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t('booking.designer')}</dt>
          <dd>
            {booking.designer.name}
            <span className="block text-stone-600 dark:text-stone-300">
              {pickText(booking.designer.title, locale)}
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className="font-medium">{t('booking.flat')}</dt>
          <dd>
            {t('booking.flatSummary', { size: booking.flat.size_sqft, rooms: booking.flat.rooms })}
            {booking.flat.style && <span className="block">{booking.flat.style}</span>}
            {booking.flat.files.length > 0 && (
              <span className="block text-stone-600 dark:text-stone-300">
                {t('booking.filesSent')}: {booking.flat.files.length}
              </span>
            )}
          </dd>
        </div>
      </dl>

      {active && calendar && (
        <a href={calendar} download="consultation.ics" className="inline-block text-sm underline">
          {t('booking.addToCalendar')}
        </a>
      )}
      {active && booking.can_change && (
        <div className="space-y-4">
          <p className="text-sm" data-testid="booking-change-until">
            {t('booking.changeUntil', { time: formatDateTime(booking.changeable_until) })}
          </p>
          {slots === undefined ? (
            <Link
              to="?reschedule=1"
              preventScrollReset
              className="inline-block rounded border border-brand-700 px-4 py-2 text-brand-700 dark:text-brand-100"
            >
              {t('booking.reschedule')}
            </Link>
          ) : (
            // posted to the page without `?reschedule`, so the answer shows the booking as moved
            <Form
              method="post"
              action={pathname}
              className="space-y-3"
              data-testid="reschedule-form"
            >
              <input type="hidden" name="intent" value="reschedule" />
              <input type="hidden" name="booking_id" value={booking._id} />
              <SlotPicker
                slots={slots}
                locale={locale}
                chosen=""
                error={failed?.fieldErrors.starts_at}
                earlier={earlier}
                later={later}
              />
              <div className="flex flex-wrap items-center gap-4">
                <button
                  type="submit"
                  disabled={busy === 'reschedule'}
                  aria-busy={busy === 'reschedule' || undefined}
                  className="rounded bg-brand-700 px-5 py-2 text-white disabled:opacity-60"
                >
                  {busy === 'reschedule'
                    ? t('booking.rescheduling')
                    : t('booking.rescheduleSubmit')}
                </button>
                <Link to={pathname} preventScrollReset className="text-sm underline">
                  {t('booking.cancelKeep')}
                </Link>
              </div>
            </Form>
          )}
          {/* a disclosure first, then the confirming button: cancelling takes two deliberate steps */}
          <details className="rounded border border-stone-200 p-3 dark:border-stone-700">
            <summary className="cursor-pointer font-medium text-red-800 dark:text-red-300">
              {t('booking.cancel')}
            </summary>
            <Form
              method="post"
              action={pathname}
              className="mt-3 space-y-3"
              data-testid="cancel-booking-form"
            >
              <input type="hidden" name="intent" value="cancel_booking" />
              <input type="hidden" name="booking_id" value={booking._id} />
              <p className="text-sm">{t('booking.cancelAsk')}</p>
              <TextAreaField
                name="reason"
                label={t('booking.cancelReason')}
                rows={2}
                maxLength={500}
              />
              <button
                type="submit"
                disabled={busy === 'cancel_booking'}
                aria-busy={busy === 'cancel_booking' || undefined}
                className="rounded bg-red-700 px-5 py-2 text-white disabled:opacity-60"
              >
                {busy === 'cancel_booking' ? t('booking.cancelling') : t('booking.cancelConfirm')}
              </button>
            </Form>
          </details>
        </div>
      )}
      {active && !booking.can_change && (
        <p className="text-sm" data-testid="booking-call-us">
          {t('booking.windowClosed', { phone: phone ? pickText(phone.title, locale) : '' })}
        </p>
      )}
    </section>
  )
}
