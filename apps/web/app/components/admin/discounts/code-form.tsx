import { type AdminDiscountCode, DISCOUNT_CODE_TYPES } from '@shop/contract'
import type { ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { CodeFormValues } from '#web/lib/discount-code-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { OFFER_LANGUAGES } from '#web/lib/voucher-offer-form.ts'

// without script too: the fields of the other discount type hide as the type is chosen
const onlyFixed = 'group-has-[option[value=PERCENTAGE]:checked]:hidden'
const onlyPercentage = 'group-has-[option[value=FIXED]:checked]:hidden'

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="group grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  )
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-start gap-2 text-sm font-medium sm:col-span-2">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="mt-0.5 size-5 shrink-0"
      />
      {label}
    </label>
  )
}

/**
 * Create or edit a discount code: the code, its title in three languages, the discount, who may
 * use it, and when. A refused post comes back with what was typed (`values`) and each field's error.
 */
export function CodeForm({
  code,
  values,
  result,
}: {
  code: AdminDiscountCode | null
  values: CodeFormValues
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const errors = result && !result.ok ? result.fieldErrors : {}
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name] })
  const language = (l: (typeof OFFER_LANGUAGES)[number]) => t(`discounts.form.languages.${l}`)
  return (
    <Form method="post" noValidate className="space-y-4" data-testid="code-form">
      <Fieldset legend={t('discounts.form.texts')}>
        <Field
          {...field('code')}
          label={t('discounts.form.code')}
          hint={t('discounts.form.codeHint')}
          autoCapitalize="characters"
          maxLength={32}
          required
        />
        {OFFER_LANGUAGES.map((l) => (
          <Field
            key={`title-${l}`}
            {...field(`title_${l}`)}
            label={t('discounts.form.titleIn', { language: language(l) })}
            maxLength={200}
            required
          />
        ))}
      </Fieldset>

      <Fieldset legend={t('discounts.form.discount')}>
        <SelectField
          name="discount_type"
          label={t('discounts.form.discountType')}
          defaultValue={values.discount_type}
        >
          {DISCOUNT_CODE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`discounts.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <Field {...field('min_spend')} label={t('discounts.form.minSpend')} inputMode="decimal" />
        <div className={onlyFixed}>
          <Field
            {...field('amount_off')}
            label={t('discounts.form.amountOff')}
            inputMode="decimal"
            hint={t('discounts.form.onlyFor', { type: t('discounts.types.FIXED') })}
          />
        </div>
        <div className={onlyPercentage}>
          <Field
            {...field('percent_off')}
            label={t('discounts.form.percentOff')}
            inputMode="numeric"
            hint={t('discounts.form.onlyFor', { type: t('discounts.types.PERCENTAGE') })}
          />
        </div>
        <div className={onlyPercentage}>
          <Field
            {...field('max_discount')}
            label={t('discounts.form.maxDiscount')}
            inputMode="decimal"
            hint={t('discounts.form.maxDiscountHint')}
          />
        </div>
      </Fieldset>

      <Fieldset legend={t('discounts.form.limits')}>
        <Field
          {...field('usage_limit')}
          label={t('discounts.form.usageLimit')}
          inputMode="numeric"
          hint={
            code
              ? `${t('discounts.form.usageLimitHint')}. ${t('discounts.form.usedSoFar', { count: code.used_count })}`
              : t('discounts.form.usageLimitHint')
          }
        />
        <Field
          {...field('per_customer_limit')}
          label={t('discounts.form.perCustomerLimit')}
          inputMode="numeric"
          hint={t('discounts.form.perCustomerLimitHint')}
        />
        <Check
          name="first_order_only"
          label={t('discounts.form.firstOrderOnly')}
          checked={values.first_order_only === 'on'}
        />
      </Fieldset>

      <Fieldset legend={t('discounts.form.dates')}>
        <Field
          {...field('starts_at')}
          label={t('discounts.form.startsAt')}
          type="datetime-local"
          hint={t('discounts.form.datesHint')}
        />
        <Field
          {...field('ends_at')}
          label={t('discounts.form.endsAt')}
          type="datetime-local"
          hint={t('discounts.form.datesHint')}
        />
        <Check
          name="is_active"
          label={t('discounts.form.isActive')}
          checked={values.is_active === 'on'}
        />
      </Fieldset>

      <SubmitButton
        pending={pending}
        pendingText={code ? t('discounts.form.saving') : t('discounts.form.creating')}
      >
        {code ? t('discounts.form.save') : t('discounts.form.create')}
      </SubmitButton>
    </Form>
  )
}
