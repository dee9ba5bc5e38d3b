import { cancelQuotationBody, requestQuotationBody } from '@shop/contract'
import { text } from './forms.ts'

/**
 * The shopper's quotation forms (issue 17): what the browser posts and the API body it makes,
 * checked with the contract's own schemas in the browser and again in the action.
 */
export const REQUEST_FIELDS = [
  'size_sqft',
  'rooms',
  'style',
  'address',
  'wishes',
  'name',
  'area_code',
  'phone',
  'email',
] as const
export type RequestValues = Partial<Record<(typeof REQUEST_FIELDS)[number], string>>

/** An empty box stays undefined (the schema says "required"); anything else is read as typed. */
function whole(value: string): number | undefined {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : Number(trimmed.replace(/,/g, ''))
}

export function requestBody(form: FormData) {
  return {
    flat: {
      size_sqft: whole(text(form, 'size_sqft')),
      rooms: whole(text(form, 'rooms')),
      style: text(form, 'style'),
      address: text(form, 'address'),
    },
    wishes: text(form, 'wishes'),
    contact: {
      name: text(form, 'name'),
      area_code: text(form, 'area_code'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
    },
  }
}

export function requestValues(form: FormData): RequestValues {
  return Object.fromEntries(REQUEST_FIELDS.map((name) => [name, text(form, name)]))
}

export const requestSchema = requestQuotationBody
export const cancelSchema = cancelQuotationBody
export const cancelBody = (form: FormData) => ({ reason: text(form, 'reason') })
