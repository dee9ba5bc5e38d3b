import type { ConsultationSlots, PaymentInstructions } from '@shop/contract'
import { toCents } from '@shop/contract'
import { type Locale, localePrefix, type MessageKey, pickText } from '@shop/contract/client'
import { Form, useNavigation } from 'react-router'
import {
  type BookingValues,
  bookingForm,
  bookingFormInput,
  type ConsultationVariant,
  MAX_FLAT_FILES,
} from '#web/lib/booking-form.ts'
import type { CheckoutPrefill } from '#web/lib/checkout-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { TermsField } from '../checkout/terms-field.tsx'
import { ContactFieldset, Field, FormStatus, TextAreaField } from '../form-field.tsx'
import { IdempotencyKeyField } from '../idempotency-key-field.tsx'
import { FileInput } from '../orders/file-input.tsx'
import { PaymentMethodOption } from '../payment-method-option.tsx'
import type { BookingChoice } from './format-choice.tsx'
import { SlotPicker } from './slot-picker.tsx'

type Props = {
  variant: ConsultationVariant | undefined
  choice: BookingChoice
  /** undefined: a home visit whose district is not chosen yet; null: the times failed to load. */
  slots: ConsultationSlots | null | undefined
  loadingSlots: boolean
  earlier: string | null
  later: string | null
  prefill: CheckoutPrefill
  instructions: PaymentInstructions
  testPayments: boolean
  /** Made per render: a double submit books once (ADR 040). */
  idempotencyKey: string
  result: FormResult<MessageKey, BookingValues> | undefined
  locale: Locale
}

const OFFLINE: { method: 'BANK_TRANSFER' | 'FPS' | 'PAYME'; label: MessageKey }[] = [
  { method: 'BANK_TRANSFER', label: 'checkout.methodBankTransfer' },
  { method: 'FPS', label: 'checkout.methodFps' },
  { method: 'PAYME', label: 'checkout.methodPayme' },
]
const box = 'space-y-4 rounded-md border border-stone-200 p-4 sm:p-5 dark:border-stone-700'
const legend = 'px-1 text-lg font-semibold'

/**
 * Step two of booking (issue 17): the time, the flat, the contact, the deposit's payment and the
 * terms in one multipart POST form (the photos and plans go with it). The contract's schema
 * checks it in the browser and again in the action; "Booking…" shows while it is sent.
 */
export function BookingForm(props: Props) {
  const { variant, choice, slots, loadingSlots, result, locale, prefill } = props
  const { t } = useTranslation()
  const navigation = useNavigation()
  const booking = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const prefix = localePrefix(locale)
  const { onSubmit, clientErrors } = useValidatedSubmit(bookingForm, (form) =>
    bookingFormInput(form, { origin: window.location.origin, prefix }),
  )
  const errors = shownErrors(clientErrors, result)
  const sent = result && !result.ok ? result.values : undefined
  const value = (name: keyof BookingValues, fallback = '') => sent?.[name] ?? fallback
  const price = variant ? (variant.sale_price ?? variant.price) : '0.00'
  const free = toCents(price) === 0
  const method = value('payment_method', 'ONLINE')
  const radio = (m: string, label: string, hint?: string) => (
    <PaymentMethodOption key={m} method={m} label={label} hint={hint} checked={m === method} />
  )
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-6"
      aria-label={t('booking.title')}
      data-testid="booking-form"
    >
      <FormStatus result={result && !result.ok ? result : undefined} />
      <IdempotencyKeyField value={props.idempotencyKey} />
      <input type="hidden" name="variant_id" value={choice.variant} />
      <input type="hidden" name="format" value={choice.format} />
      <input type="hidden" name="showroom_id" value={choice.showroom} />
      <input type="hidden" name="district" value={choice.district} />

      <div className={box}>
        {slots === undefined ? (
          <p role="status" className="text-sm" data-testid="district-first">
            {t('booking.chooseDistrict')}
          </p>
        ) : (
          <SlotPicker
            slots={slots}
            locale={locale}
            chosen={value('starts_at')}
            error={errors.starts_at}
            loading={loadingSlots}
            earlier={props.earlier}
            later={props.later}
          />
        )}
      </div>

      <fieldset className={box}>
        <legend className={legend}>{t('booking.flat')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field
            name="size_sqft"
            label={t('booking.sizeSqft')}
            inputMode="numeric"
            defaultValue={value('size_sqft')}
            required
            error={errors.size_sqft}
          />
          <Field
            name="rooms"
            label={t('booking.rooms')}
            inputMode="numeric"
            defaultValue={value('rooms')}
            required
            error={errors.rooms}
          />
        </div>
        {choice.format === 'HOME_VISIT' && (
          <Field
            name="address"
            maxLength={500}
            label={t('booking.address')}
            autoComplete="street-address"
            defaultValue={value('address')}
            hint={t('booking.addressHint')}
            required
            error={errors.address}
          />
        )}
        <TextAreaField
          name="style"
          label={t('booking.style')}
          rows={3}
          defaultValue={value('style')}
          hint={t('booking.styleHint')}
          error={errors.style}
        />
        <FileInput
          name="files"
          label={t('booking.files')}
          multiple
          error={errors.files}
          previewLabel={t('booking.files')}
        />
        <p className="text-xs text-stone-600 dark:text-stone-300">
          {t('booking.filesHint', { max: MAX_FLAT_FILES })}
        </p>
      </fieldset>

      <ContactFieldset
        legend={{ text: t('booking.contact'), className: legend, fieldsetClassName: box }}
        texts="checkout"
        nameLabel={t('booking.name')}
        values={{
          name: value('name', prefill.name),
          email: value('email', prefill.email),
          area_code: value('area_code', prefill.area_code),
          phone: value('phone', prefill.phone),
        }}
        errors={errors}
        phoneFirst
      />

      <fieldset className={box}>
        <legend className={legend}>{t('booking.payment')}</legend>
        {free ? (
          <>
            <input type="hidden" name="payment_method" value="ONLINE" />
            <p>{t('booking.nothingToPay')}</p>
          </>
        ) : (
          <>
            {props.testPayments && (
              <p
                role="note"
                className="rounded border border-amber-500 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                {t('checkout.testPayments')}
              </p>
            )}
            {radio('ONLINE', t('checkout.methodOnline'), t('checkout.methodOnlineHint'))}
            {OFFLINE.map(({ method: m, label }) => {
              const howTo = props.instructions[m]
              return radio(m, t(label), howTo ? pickText(howTo, locale) : undefined)
            })}
          </>
        )}
        {errors.payment_method && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(errors.payment_method)}
          </p>
        )}
      </fieldset>

      <TermsField checked={value('terms_accepted') === 'yes'} error={errors.terms_accepted} />

      <button
        type="submit"
        disabled={booking}
        aria-busy={booking || undefined}
        className="w-full rounded bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
      >
        {booking ? t('booking.submitting') : t('booking.submit')}
      </button>
    </Form>
  )
}
