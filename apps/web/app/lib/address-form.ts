import type { SavedAddress } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { ADDRESS_FIELDS, addressOf } from './checkout-form.ts'
import { type FormResult, text } from './forms.ts'

/** The address book's form fields besides the address itself (which are the checkout's). */
export const SAVED_ADDRESS_FIELDS = [
  'label',
  'name',
  'area_code',
  'phone',
  ...ADDRESS_FIELDS,
  'is_default',
] as const
export type SavedAddressValues = Record<(typeof SAVED_ADDRESS_FIELDS)[number], string>

/**
 * FormData of the address book's form → `POST /addresses` body; the browser check and the action
 * both run the contract's `savedAddressBody` on it (STYLE §1). The address fields are named as at
 * checkout, so `addressOf` reads both.
 */
export function savedAddressFormBody(form: FormData) {
  return {
    label: text(form, 'label'),
    name: text(form, 'name'),
    area_code: text(form, 'area_code'),
    phone: text(form, 'phone'),
    address: addressOf(form),
    is_default: text(form, 'is_default') === 'yes',
  }
}

/** The posted fields, to render the form again as it was sent (nothing lost without script). */
export function savedAddressValues(form: FormData): SavedAddressValues {
  return Object.fromEntries(
    SAVED_ADDRESS_FIELDS.map((name) => [name, text(form, name)]),
  ) as SavedAddressValues
}

/** The address book's answer: its outcome and, on a refusal, the form as posted. */
export type AddressActionData = FormResult<MessageKey, SavedAddressValues> & { editing?: string }

/** A saved address as the form's fields. */
export function valuesOfAddress(address: SavedAddress | undefined): SavedAddressValues {
  const a = address?.address
  return {
    label: address?.label ?? '',
    name: address?.name ?? '',
    area_code: address?.area_code || '852',
    phone: address?.phone ?? '',
    region: a?.region ?? '',
    district: a?.district ?? '',
    street: a?.street ?? '',
    building: a?.building ?? '',
    floor: a?.floor ?? '',
    flat: a?.flat ?? '',
    access: a?.access ?? '',
    stairs_floors: a?.stairs_floors ? String(a.stairs_floors) : '',
    is_default: address?.is_default ? 'yes' : '',
  }
}
