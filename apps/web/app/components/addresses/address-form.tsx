import { savedAddressBody } from '@shop/contract'
import {
  type AccessMethod,
  ADDRESS_LABEL_MAX,
  hkDistrict,
  type Locale,
} from '@shop/contract/client'
import { useEffect, useState } from 'react'
import { Form } from 'react-router'
import { type SavedAddressValues, savedAddressFormBody } from '#web/lib/address-form.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { type AddressChoice, AddressFields } from '../checkout/address-fields.tsx'
import { Field, PhoneField } from '../form-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'

/** The address part as it is filled in: the checkout's region, district and stairs, no slots. */
export function useAddressChoice(
  initial: Pick<SavedAddressValues, 'region' | 'district' | 'access' | 'stairs_floors'>,
): AddressChoice {
  const [region, setRegionValue] = useState(initial.region)
  const [district, setDistrictValue] = useState(initial.district)
  const [access, setAccess] = useState<AccessMethod | ''>(
    initial.access === 'LIFT' || initial.access === 'STAIRS' ? initial.access : '',
  )
  const [floors, setFloors] = useState(initial.stairs_floors)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return {
    region,
    setRegion(next) {
      setRegionValue(next)
      if (hkDistrict(district)?.region !== next) setDistrictValue('')
    },
    district,
    setDistrict(next) {
      setDistrictValue(next)
      const known = hkDistrict(next)
      if (known && known.region !== region) setRegionValue(known.region)
    },
    access,
    setAccess,
    floors,
    setFloors,
    hydrated,
  }
}

type Props = {
  values: SavedAddressValues
  /** The address edited; empty to add one. */
  id: string
  result: FormResult | undefined
  locale: Locale
  /** The page's path without its query: after saving, the list shows again. */
  action: string
  /** Editing: a way back to the list. */
  cancel?: boolean
}

/**
 * Add or edit a saved address (ADR 066): label, recipient and the checkout's Hong Kong address
 * fields, checked in the browser and the action with the contract's `savedAddressBody`.
 */
export function SavedAddressForm({ values, id, result, locale, action, cancel }: Props) {
  const { t } = useTranslation()
  const choice = useAddressChoice(values)
  const { onSubmit, clientErrors } = useValidatedSubmit(savedAddressBody, savedAddressFormBody)
  const errors = shownErrors(clientErrors, result)
  const saving = useIntentPending('save')
  return (
    <Form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-md border border-stone-200 p-5 dark:border-stone-700"
      aria-labelledby="address-form-heading"
      data-testid="address-form"
    >
      <h3 id="address-form-heading" className="text-lg font-semibold">
        {id
          ? t('addresses.edit', { label: values.label || t('addresses.untitled') })
          : t('addresses.add')}
      </h3>
      <input type="hidden" name="address_id" value={id} />
      <Field
        name="label"
        label={t('addresses.label')}
        maxLength={ADDRESS_LABEL_MAX}
        defaultValue={values.label}
        error={errors.label}
      />
      <Field
        name="name"
        label={t('checkout.name')}
        maxLength={100}
        defaultValue={values.name}
        autoComplete="shipping name"
        required
        error={errors.name}
      />
      <PhoneField
        labels={{ areaCode: t('checkout.areaCode'), phone: t('checkout.phone') }}
        areaCode={values.area_code}
        phone={values.phone}
        errors={{ area_code: errors.area_code, phone: errors.phone }}
      />
      <AddressFields choice={choice} values={values} errors={errors} locale={locale} />
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id="address-is-default"
          name="is_default"
          value="yes"
          defaultChecked={values.is_default === 'yes'}
          className="size-4 accent-brand-700"
        />
        <label htmlFor="address-is-default">{t('addresses.setAsDefault')}</label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={saving}
          aria-busy={saving || undefined}
          className="rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {t('addresses.save')}
        </button>
        {cancel && (
          <LocalizedLink to="/account/addresses" className="text-sm underline">
            {t('addresses.cancel')}
          </LocalizedLink>
        )}
      </div>
    </Form>
  )
}
