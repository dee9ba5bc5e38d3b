import {
  formatMoney,
  HK_REGIONS,
  hkDistrictsOf,
  type Locale,
  MAX_CARRY_FLOORS,
  pickText,
} from '@shop/contract/client'
import { useId } from 'react'
import type { CheckoutPrefill } from '#web/lib/checkout-form.ts'
import type { FieldErrors } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { Field } from '../form-field.tsx'
import type { DeliveryChoice } from './use-delivery-choice.ts'

const selectClass =
  'w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900'
const errorClass = 'text-sm text-red-700 dark:text-red-400'

/** What the fields need of the choice: the checkout's, or the address book's (no slots). */
export type AddressChoice = Pick<
  DeliveryChoice,
  | 'region'
  | 'setRegion'
  | 'district'
  | 'setDistrict'
  | 'access'
  | 'setAccess'
  | 'floors'
  | 'setFloors'
  | 'hydrated'
>

type Props = {
  choice: AddressChoice
  values: Pick<CheckoutPrefill, 'street' | 'building' | 'floor' | 'flat'>
  errors: FieldErrors
  locale: Locale
  /**
   * The carrying fee per floor the back office saved (the cart's `carrying.fee_per_floor`); the
   * address book has no cart and names no fee.
   */
  feePerFloor?: string
}

/**
 * A Hong Kong address (ADR 022): region, then district (with script the list follows the region;
 * without, every district is listed under its region), street, building, floor and flat, and how
 * the courier reaches the flat. Stairs ask for the floors to carry, which price the carrying fee.
 */
export function AddressFields({ choice, values, errors, locale, feePerFloor }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const described = (name: string, hint?: boolean) =>
    [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`]
      .filter(Boolean)
      .join(' ') || undefined
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={errorClass}>
        {t(errors[name])}
      </p>
    ) : null
  const regions = choice.hydrated && choice.region ? [choice.region] : HK_REGIONS.map((r) => r.code)
  const stairs = !choice.hydrated || choice.access === 'STAIRS'
  return (
    <div className="space-y-4" data-testid="hk-address">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-region`} className="block text-sm font-medium">
            {t('checkout.region')}
          </label>
          <select
            id={`${id}-region`}
            name="region"
            value={choice.region}
            onChange={(event) => choice.setRegion(event.target.value)}
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={described('region')}
            autoComplete="shipping address-level1"
            className={selectClass}
          >
            <option value="">{t('checkout.chooseRegion')}</option>
            {HK_REGIONS.map((region) => (
              <option key={region.code} value={region.code}>
                {pickText(region.name, locale)}
              </option>
            ))}
          </select>
          {error('region')}
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-district`} className="block text-sm font-medium">
            {t('checkout.district')}
          </label>
          <select
            id={`${id}-district`}
            name="district"
            value={choice.district}
            onChange={(event) => choice.setDistrict(event.target.value)}
            aria-invalid={errors.district ? true : undefined}
            aria-describedby={described('district')}
            autoComplete="shipping address-level2"
            className={selectClass}
            data-testid="district"
          >
            <option value="">{t('checkout.chooseDistrict')}</option>
            {regions.map((code) => (
              <optgroup
                key={code}
                label={pickText(HK_REGIONS.find((r) => r.code === code)?.name, locale)}
              >
                {hkDistrictsOf(code).map((district) => (
                  <option key={district.code} value={district.code}>
                    {pickText(district.name, locale)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {error('district')}
        </div>
      </div>
      <Field
        name="street"
        label={t('checkout.street')}
        defaultValue={values.street}
        autoComplete="shipping address-line1"
        required
        maxLength={120}
        error={errors.street}
      />
      <Field
        name="building"
        label={t('checkout.building')}
        defaultValue={values.building}
        autoComplete="shipping address-line2"
        maxLength={120}
        error={errors.building}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          name="floor"
          label={t('checkout.floor')}
          defaultValue={values.floor}
          required
          maxLength={12}
          hint={t('checkout.floorHint')}
          error={errors.floor}
        />
        <Field
          name="flat"
          label={t('checkout.flat')}
          defaultValue={values.flat}
          maxLength={20}
          error={errors.flat}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('checkout.access')}</legend>
        {(['LIFT', 'STAIRS'] as const).map((access) => (
          <div key={access} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-access-${access}`}
              name="access"
              value={access}
              checked={choice.access === access}
              onChange={() => choice.setAccess(access)}
              aria-describedby={described('access')}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={`${id}-access-${access}`}>
              {t(access === 'LIFT' ? 'checkout.accessLift' : 'checkout.accessStairs')}
            </label>
          </div>
        ))}
        {error('access')}
      </fieldset>
      {stairs && (
        <div className="space-y-1">
          <label htmlFor={`${id}-stairs_floors`} className="block text-sm font-medium">
            {t('checkout.stairsFloors')}
          </label>
          <input
            id={`${id}-stairs_floors`}
            name="stairs_floors"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CARRY_FLOORS}
            value={choice.floors}
            onChange={(event) => choice.setFloors(event.target.value)}
            aria-invalid={errors.stairs_floors ? true : undefined}
            aria-describedby={described('stairs_floors', Boolean(feePerFloor))}
            className={`${selectClass} max-w-32`}
          />
          {feePerFloor && (
            <p
              id={`${id}-stairs_floors-hint`}
              className="text-xs text-stone-500 dark:text-stone-400"
            >
              {t('checkout.stairsHint', { fee: formatMoney(feePerFloor, locale) })}
            </p>
          )}
          {error('stairs_floors')}
        </div>
      )}
    </div>
  )
}
