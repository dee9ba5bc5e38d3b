import type { AdminVoucherOffer, VoucherDiscountType } from '@shop/contract'
import { fromHkDateTime, hkDateTime } from '@shop/contract/client'

/**
 * The voucher offer form of the back office (issue 16): its fields as the browser posts them,
 * the API body they make (checked in the action with the contract's `adminVoucherOfferBody`),
 * and the fields an offer fills in. Start and end are typed as Hong Kong local times.
 */
export const OFFER_LANGUAGES = ['en', 'zh', 'cn'] as const
export type OfferFormValues = Record<string, string>

const TEXT_FIELDS = OFFER_LANGUAGES.flatMap((l) => [`title_${l}`, `terms_${l}`])
const FIELDS = [
  ...TEXT_FIELDS,
  'discount_type',
  'amount_off',
  'percent_off',
  'max_discount',
  'min_spend',
  'points_price',
  'stock',
  'per_member_limit',
  'valid_days',
  'starts_at',
  'ends_at',
  'is_active',
]
/** Numbers the form cannot leave empty (the others mean "no limit"). */
const REQUIRED = ['points_price', 'valid_days']

const number = (value: string | undefined) => {
  const text = (value ?? '').trim()
  return text === '' ? null : Number(text)
}
/** "100" or "99.5" become "100.00" and "99.50"; anything else passes on to be refused. */
const money = (value: string | undefined) => {
  const text = (value ?? '').trim()
  if (text === '') return null
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text).toFixed(2) : text
}

/** What was posted, field by field (kept to show again when refused). */
export function readOfferForm(form: FormData): OfferFormValues {
  const values: OfferFormValues = {}
  for (const field of FIELDS) {
    const value = form.get(field)
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}

/** The API body of a posted form; amounts that do not fit the discount type are left out. */
export function offerBody(values: OfferFormValues) {
  const type = values.discount_type as VoucherDiscountType
  const text = (name: 'title' | 'terms') =>
    Object.fromEntries(OFFER_LANGUAGES.map((l) => [l, (values[`${name}_${l}`] ?? '').trim()]))
  return {
    title: text('title'),
    terms: text('terms'),
    discount_type: type,
    amount_off: type === 'FIXED' ? money(values.amount_off) : null,
    percent_off: type === 'PERCENTAGE' ? number(values.percent_off) : null,
    max_discount: type === 'PERCENTAGE' ? money(values.max_discount) : null,
    min_spend: money(values.min_spend) ?? '0.00',
    points_price: number(values.points_price),
    stock: number(values.stock),
    per_member_limit: number(values.per_member_limit),
    valid_days: number(values.valid_days),
    starts_at: fromHkDateTime(values.starts_at ?? ''),
    ends_at: fromHkDateTime(values.ends_at ?? ''),
    is_active: values.is_active === 'on',
  }
}

/**
 * Field errors by form field name: a schema path `title.en` (or the API's `body.title.en`) is
 * the field `title_en`; an empty required number says "required" rather than "check this".
 */
export function offerFieldErrors(
  issues: readonly { path: PropertyKey[] | string; message: string }[],
  values: OfferFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)
    const field = (path[0] === 'body' ? path.slice(1) : path).join('_') || 'form'
    errors[field] ??= issue.message
  }
  for (const field of REQUIRED)
    if (errors[field] && !(values[field] ?? '').trim()) errors[field] = 'errors.required'
  return errors
}

/** The form filled with an offer (or the defaults of a new one). */
export function offerFormValues(offer: AdminVoucherOffer | null): OfferFormValues {
  if (!offer)
    return {
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])),
      discount_type: 'FIXED',
      amount_off: '',
      percent_off: '',
      max_discount: '',
      min_spend: '0.00',
      points_price: '',
      stock: '',
      per_member_limit: '',
      valid_days: '30',
      starts_at: '',
      ends_at: '',
      is_active: 'on',
    }
  const optional = (value: number | string | null) => (value === null ? '' : String(value))
  return {
    ...Object.fromEntries(
      OFFER_LANGUAGES.flatMap((l) => [
        [`title_${l}`, offer.title[l]],
        [`terms_${l}`, offer.terms[l]],
      ]),
    ),
    discount_type: offer.discount_type,
    amount_off: optional(offer.amount_off),
    percent_off: optional(offer.percent_off),
    max_discount: optional(offer.max_discount),
    min_spend: offer.min_spend,
    points_price: String(offer.points_price),
    stock: optional(offer.stock),
    per_member_limit: optional(offer.per_member_limit),
    valid_days: String(offer.valid_days),
    starts_at: hkDateTime(offer.starts_at),
    ends_at: hkDateTime(offer.ends_at),
    is_active: offer.is_active ? 'on' : '',
  }
}
