import { type AdminVoucherOffer, VOUCHER_DISCOUNT_TYPES } from '@shop/contract'
import { type ReactNode, useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { adminInput, Field, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { OFFER_LANGUAGES, type OfferFormValues } from '#web/lib/voucher-offer-form.ts'

// without script too: the fields of the other discount types hide as the type is chosen
// (an underscore in a Tailwind class is a space unless escaped, hence String.raw)
const onlyFixed = String.raw`group-has-[option[value=PERCENTAGE]:checked]:hidden group-has-[option[value=FREE\_DELIVERY]:checked]:hidden`
const onlyPercentage = String.raw`group-has-[option[value=FIXED]:checked]:hidden group-has-[option[value=FREE\_DELIVERY]:checked]:hidden`

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="group grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

function TextArea({
  name,
  label,
  defaultValue,
  error,
}: {
  name: string
  label: string
  defaultValue: string
  error: string | undefined
}) {
  const { tm } = useAdminT()
  const id = useId()
  return (
    <div className="space-y-1 sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={2000}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={adminInput}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {tm(error)}
        </p>
      )}
    </div>
  )
}

/**
 * Create or edit a voucher offer: texts in three languages, the discount, price and limits,
 * dates. A refused post comes back with what was typed (`values`) and each field's error.
 */
export function OfferForm({
  offer,
  values,
  result,
}: {
  offer: AdminVoucherOffer | null
  values: OfferFormValues
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const errors = result && !result.ok ? result.fieldErrors : {}
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })
  const language = (l: (typeof OFFER_LANGUAGES)[number]) => t(`vouchers.form.languages.${l}`)
  return (
    <Form method="post" noValidate className="space-y-4" data-testid="offer-form">
      <Fieldset legend={t('vouchers.form.texts')}>
        {OFFER_LANGUAGES.map((l) => (
          <Field
            key={`title-${l}`}
            {...field(`title_${l}`)}
            label={t('vouchers.form.titleIn', { language: language(l) })}
            maxLength={200}
            required
          />
        ))}
        {OFFER_LANGUAGES.map((l) => (
          <TextArea
            key={`terms-${l}`}
            {...field(`terms_${l}`)}
            label={t('vouchers.form.termsIn', { language: language(l) })}
          />
        ))}
      </Fieldset>

      <Fieldset legend={t('vouchers.form.discount')}>
        <SelectField
          name="discount_type"
          label={t('vouchers.form.discountType')}
          defaultValue={values.discount_type}
        >
          {VOUCHER_DISCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`vouchers.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <Field {...field('min_spend')} label={t('vouchers.form.minSpend')} inputMode="decimal" />
        <div className={onlyFixed}>
          <Field
            {...field('amount_off')}
            label={t('vouchers.form.amountOff')}
            inputMode="decimal"
            hint={t('vouchers.form.onlyFor', { type: t('vouchers.types.FIXED') })}
          />
        </div>
        <div className={onlyPercentage}>
          <Field
            {...field('percent_off')}
            label={t('vouchers.form.percentOff')}
            type="number"
            min={1}
            max={100}
            hint={t('vouchers.form.onlyFor', { type: t('vouchers.types.PERCENTAGE') })}
          />
        </div>
        <div className={onlyPercentage}>
          <Field
            {...field('max_discount')}
            label={t('vouchers.form.maxDiscount')}
            inputMode="decimal"
            hint={t('vouchers.form.maxDiscountHint')}
          />
        </div>
      </Fieldset>

      <Fieldset legend={t('vouchers.form.limits')}>
        <Field
          {...field('points_price')}
          label={t('vouchers.form.pointsPrice')}
          type="number"
          min={1}
          required
        />
        <Field
          {...field('stock')}
          label={t('vouchers.form.stock')}
          type="number"
          min={0}
          hint={
            offer
              ? `${t('vouchers.form.stockHint')}. ${t('vouchers.form.redeemedSoFar', { count: offer.redeemed_count })}`
              : t('vouchers.form.stockHint')
          }
        />
        <Field
          {...field('per_member_limit')}
          label={t('vouchers.form.perMemberLimit')}
          type="number"
          min={1}
          hint={t('vouchers.form.perMemberLimitHint')}
        />
        <Field
          {...field('valid_days')}
          label={t('vouchers.form.validDays')}
          type="number"
          min={1}
          required
        />
      </Fieldset>

      <Fieldset legend={t('vouchers.form.dates')}>
        <Field
          {...field('starts_at')}
          label={t('vouchers.form.startsAt')}
          type="datetime-local"
          hint={t('vouchers.form.datesHint')}
        />
        <Field
          {...field('ends_at')}
          label={t('vouchers.form.endsAt')}
          type="datetime-local"
          hint={t('vouchers.form.datesHint')}
        />
        <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            name="is_active"
            defaultChecked={values.is_active === 'on'}
            className="size-5"
          />
          {t('vouchers.form.isActive')}
        </label>
      </Fieldset>

      <SubmitButton
        pending={pending}
        pendingText={offer ? t('vouchers.form.saving') : t('vouchers.form.creating')}
      >
        {offer ? t('vouchers.form.save') : t('vouchers.form.create')}
      </SubmitButton>
    </Form>
  )
}
