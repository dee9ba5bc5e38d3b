import { DELIVERY_SLOTS, formatDeliveryDate, type Locale, slotTime } from '@shop/contract/client'
import { useId } from 'react'
import type { FieldErrors } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { DeliveryChoice } from './use-delivery-choice.ts'

const selectClass =
  'w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900'
const errorClass = 'text-sm text-red-700 dark:text-red-400'

/**
 * The delivery day and time slot (ADR 022): the days the courier serves the chosen district, from
 * the earliest day the lines allow. With script the days load when the district is picked; without,
 * the button posts the form and the page comes back with them (and the carrying fee).
 */
export function SlotFields({
  choice,
  errors,
  locale,
}: {
  choice: DeliveryChoice
  errors: FieldErrors
  locale: Locale
}) {
  const { t } = useTranslation()
  const id = useId()
  const { slots } = choice
  // a slot full on the chosen day is not offered (issue 27): only the day's own slots show
  const ofDay = slots?.dates.find((day) => day.date === choice.date)?.slots.map((s) => s.code)
  const offered = DELIVERY_SLOTS.filter((slot) => !ofDay || ofDay.includes(slot.code))
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={errorClass}>
        {t(errors[name])}
      </p>
    ) : null
  const describedBy = (name: string, hint = false) =>
    [hint && `${id}-lead`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') ||
    undefined
  return (
    <fieldset className="space-y-4" data-testid="delivery-slot">
      <legend className="text-base font-semibold">{t('checkout.deliverySlot')}</legend>
      {slots ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className="block text-sm font-medium">
            {t('checkout.date')}
          </label>
          <select
            id={`${id}-date`}
            name="date"
            value={choice.date}
            onChange={(event) => choice.setDate(event.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy('date', true)}
            className={selectClass}
          >
            <option value="">{t('checkout.chooseDate')}</option>
            {slots.dates.map((day) => (
              <option key={day.date} value={day.date}>
                {formatDeliveryDate(day.date, locale)}
              </option>
            ))}
          </select>
          <p id={`${id}-lead`} className="text-xs text-stone-500 dark:text-stone-400">
            {slots.dates.length
              ? t('checkout.leadTime', {
                  date: formatDeliveryDate(slots.earliest_date, locale),
                  days: slots.lead_time_days,
                })
              : t('checkout.noDates')}
          </p>
          {error('date')}
        </div>
      ) : (
        <div className="space-y-1">
          {/* the field exists (empty) so a post without a district is refused next to it */}
          <input type="hidden" name="date" value="" />
          <p id={`${id}-lead`} className="text-sm text-stone-600 dark:text-stone-300" role="status">
            {choice.loading ? t('checkout.loadingDates') : t('checkout.chooseDistrictFirst')}
          </p>
          {error('date')}
        </div>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('checkout.slot')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {offered.map((slot) => (
            <div key={slot.code} className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-slot-${slot.code}`}
                name="slot"
                value={slot.code}
                checked={choice.slot === slot.code}
                onChange={() => choice.setSlot(slot.code)}
                aria-describedby={describedBy('slot')}
                className="size-4 accent-brand-700"
              />
              <label htmlFor={`${id}-slot-${slot.code}`} dir="ltr">
                {slotTime(slot.code)}
              </label>
            </div>
          ))}
        </div>
        {error('slot')}
      </fieldset>
      {/* without script: post the district and the stairs, come back with the days and the fee */}
      <noscript>
        <button
          type="submit"
          name="refresh"
          value="delivery"
          formNoValidate
          className="rounded border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700 dark:border-brand-100 dark:text-brand-100"
        >
          {t('checkout.showDates')}
        </button>
      </noscript>
    </fieldset>
  )
}
