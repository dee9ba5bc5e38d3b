import type { AccountProfile, SavedAddressList } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { ADDRESS_FIELDS, addressOf } from './checkout-form.ts'
import { type FormResult, text } from './forms.ts'

/** The swatch form's text fields; the colours are checkboxes named `colour_ids`. */
export const SWATCH_FIELDS = [
  'name',
  'email',
  'area_code',
  'phone',
  ...ADDRESS_FIELDS,
  'consent',
] as const
export type SwatchValues = Record<(typeof SWATCH_FIELDS)[number], string> & { colour_ids: string[] }

/**
 * FormData of the swatch form → `POST /swatch-requests` body; the browser check and the action
 * both run the contract's `swatchRequestBody` on it (STYLE §1). The address fields are the
 * checkout's, read by its `addressOf`.
 */
export function swatchFormBody(form: FormData) {
  return {
    product_id: text(form, 'product_id'),
    colour_ids: form.getAll('colour_ids').filter((v) => typeof v === 'string'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    area_code: text(form, 'area_code'),
    phone: text(form, 'phone'),
    address: addressOf(form),
    consent: text(form, 'consent') === 'yes',
    website: text(form, 'website'),
  }
}

/** The posted fields, to render the form again as it was sent (nothing lost on a refusal). */
export function swatchValues(form: FormData): SwatchValues {
  return {
    ...(Object.fromEntries(SWATCH_FIELDS.map((name) => [name, text(form, name)])) as Record<
      (typeof SWATCH_FIELDS)[number],
      string
    >),
    colour_ids: form.getAll('colour_ids').filter((v) => typeof v === 'string'),
  }
}

/**
 * A blank form, or a member's: their name, e-mail and phone, and their default address (else
 * the first saved one, else their last order's).
 */
export function swatchPrefill(
  account: AccountProfile | null,
  book: SavedAddressList | null,
  colourIds: string[],
): SwatchValues {
  const saved = book?.data.find((a) => a.is_default) ?? book?.data[0]
  const recipient = saved ?? book?.last_order ?? null
  const a = recipient?.address
  return {
    name: recipient?.name || account?.username || '',
    email: account?.email ?? '',
    area_code: recipient?.area_code || account?.area_code || '852',
    phone: recipient?.phone || account?.phone || '',
    region: a?.region ?? '',
    district: a?.district ?? '',
    street: a?.street ?? '',
    building: a?.building ?? '',
    floor: a?.floor ?? '',
    flat: a?.flat ?? '',
    access: a?.access ?? '',
    stairs_floors: a?.stairs_floors ? String(a.stairs_floors) : '',
    consent: '',
    colour_ids: colourIds,
  }
}

export type SwatchActionData = FormResult<MessageKey, SwatchValues> & { reference?: string }
