import type { Showroom } from '@shop/contract'
import { toCents } from '@shop/contract'
import { formatMoney, type Locale, pickText } from '@shop/contract/client'
import { Form, useSubmit } from 'react-router'
import { type ConsultationVariant, districtName } from '#web/lib/booking-form.ts'
import { useTranslation } from '#web/lib/i18n.tsx'

export type BookingChoice = {
  variant: string
  format: ConsultationVariant['consultation_format']
  showroom: string
  district: string
  from: string
}

type Props = {
  variants: ConsultationVariant[]
  showrooms: Showroom[]
  districts: string[]
  choice: BookingChoice
  locale: Locale
}

const box = 'space-y-3 rounded-md border border-stone-200 p-4 sm:p-5 dark:border-stone-700'
const chip =
  'flex cursor-pointer items-start gap-3 rounded border border-stone-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-stone-600 dark:has-checked:bg-stone-800'

/**
 * Step one of booking: the format (the consultation's variants) and where, as a GET form of the
 * page. Without script "Show free times" reloads the page for the choice; with script any change
 * does, keeping the scroll position.
 */
export function FormatChoice({ variants, showrooms, districts, choice, locale }: Props) {
  const { t } = useTranslation()
  const submit = useSubmit()
  return (
    <Form
      method="get"
      replace
      preventScrollReset
      className="space-y-4"
      data-testid="booking-choice"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <fieldset className={box}>
        <legend className="px-1 text-lg font-semibold">{t('booking.format')}</legend>
        {variants.map((variant) => {
          const price = variant.sale_price ?? variant.price
          return (
            <label key={variant._id} className={chip}>
              <input
                type="radio"
                name="variant"
                value={variant._id}
                defaultChecked={variant._id === choice.variant}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="flex-1">
                <span className="block font-medium">
                  {t(`booking.formats.${variant.consultation_format}`)}
                </span>
                <span className="block text-sm text-stone-600 dark:text-stone-300">
                  {variant.duration_minutes
                    ? `${t('booking.minutes', { minutes: variant.duration_minutes })} · `
                    : ''}
                  {toCents(price) > 0
                    ? t('booking.deposit', { amount: formatMoney(price, locale) })
                    : t('booking.noDeposit')}
                </span>
              </span>
            </label>
          )
        })}
      </fieldset>

      <fieldset className={box}>
        <legend className="px-1 text-lg font-semibold">{t('booking.place')}</legend>
        {choice.format === 'SHOWROOM' &&
          showrooms.map((room) => (
            <label key={room._id} className={chip}>
              <input
                type="radio"
                name="showroom"
                value={room._id}
                defaultChecked={room._id === choice.showroom}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium">{pickText(room.name, locale)}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-300">
                  {pickText(room.address, locale)}
                </span>
              </span>
            </label>
          ))}
        {choice.format === 'HOME_VISIT' && (
          <div className="space-y-1">
            <label htmlFor="booking-district" className="block text-sm font-medium">
              {t('booking.district')}
            </label>
            <select
              id="booking-district"
              name="district"
              defaultValue={choice.district}
              aria-describedby="booking-district-hint"
              className="w-full rounded border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
            >
              <option value="">{t('booking.chooseDistrict')}</option>
              {districts.map((code) => (
                <option key={code} value={code}>
                  {districtName(code, locale)}
                </option>
              ))}
            </select>
            <p id="booking-district-hint" className="text-xs text-stone-600 dark:text-stone-300">
              {t('booking.districtHint')}
            </p>
          </div>
        )}
        {choice.format === 'VIDEO' && <p className="text-sm">{t('booking.videoPlace')}</p>}
      </fieldset>
      <button
        type="submit"
        className="rounded border border-brand-700 px-4 py-2 text-brand-700 hover:bg-brand-50 dark:text-brand-100"
      >
        {t('booking.showTimes')}
      </button>
    </Form>
  )
}
