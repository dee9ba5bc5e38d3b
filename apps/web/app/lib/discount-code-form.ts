import type { AdminDiscountCode } from '@shop/contract'
import { fromHkDateTime, hkDateTime } from '@shop/contract/client'
import { OFFER_LANGUAGES } from './voucher-offer-form.ts'

/**
 * The discount code form of the back office (issue 27): its fields as the browser posts them,
 * the API body they make (checked in the action with the contract's `adminDiscountCodeBody`),
 * and the fields a code fills in. Start and end are typed as Hong Kong local times, as on the
 * voucher offer form whose time helpers this shares.
 */
export type CodeFormValues = Record<string, string>

const TITLE_FIELDS = OFFER_LANGUAGES.map((l) => `title_${l}`)
const FIELDS = [
  'code',
  ...TITLE_FIELDS,
  'discount_type',
  'amount_off',
  'percent_off',
  'max_discount',
  'min_spend',
  'usage_limit',
  'per_customer_limit',
  'first_order_only',
  'starts_at',
  'ends_at',
  'is_active',
]

/** An empty number field is "no limit"; anything else passes on to be refused if not a number. */
const number = (value: string | undefined) => {
  const text = (value ?? '').trim()
  if (text === '') return null
  return /^-?\d+$/.test(text) ? Number(text) : text
}
/** "100" or "99.5" become "100.00" and "99.50"; anything else passes on to be refused. */
const money = (value: string | undefined) => {
  const text = (value ?? '').trim()
  if (text === '') return null
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text).toFixed(2) : text
}

/** What was posted, field by field (kept to show again when refused). */
export function readCodeForm(form: FormData): CodeFormValues {
  const values: CodeFormValues = {}
  for (const field of FIELDS) {
    const value = form.get(field)
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}

/** The API body of a posted form; the amount that does not fit the type is left out. */
export function codeBody(values: CodeFormValues) {
  const type = values.discount_type
  return {
    code: (values.code ?? '').trim(),
    title: Object.fromEntries(OFFER_LANGUAGES.map((l) => [l, (values[`title_${l}`] ?? '').trim()])),
    discount_type: type,
    amount_off: type === 'FIXED' ? money(values.amount_off) : null,
    percent_off: type === 'PERCENTAGE' ? number(values.percent_off) : null,
    max_discount: type === 'PERCENTAGE' ? money(values.max_discount) : null,
    min_spend: money(values.min_spend) ?? '0.00',
    usage_limit: number(values.usage_limit),
    per_customer_limit: number(values.per_customer_limit),
    first_order_only: values.first_order_only === 'on',
    starts_at: fromHkDateTime(values.starts_at ?? ''),
    ends_at: fromHkDateTime(values.ends_at ?? ''),
    is_active: values.is_active === 'on',
  }
}

/** The form filled with a code (or the defaults of a new one). */
export function codeFormValues(code: AdminDiscountCode | null): CodeFormValues {
  if (!code)
    return {
      code: '',
      ...Object.fromEntries(TITLE_FIELDS.map((f) => [f, ''])),
      discount_type: 'FIXED',
      amount_off: '',
      percent_off: '',
      max_discount: '',
      min_spend: '0.00',
      usage_limit: '',
      per_customer_limit: '',
      first_order_only: '',
      starts_at: '',
      ends_at: '',
      is_active: 'on',
    }
  const optional = (value: number | string | null) => (value === null ? '' : String(value))
  return {
    code: code.code,
    ...Object.fromEntries(OFFER_LANGUAGES.map((l) => [`title_${l}`, code.title[l]])),
    discount_type: code.discount_type,
    amount_off: optional(code.amount_off),
    percent_off: optional(code.percent_off),
    max_discount: optional(code.max_discount),
    min_spend: code.min_spend,
    usage_limit: optional(code.usage_limit),
    per_customer_limit: optional(code.per_customer_limit),
    first_order_only: code.first_order_only ? 'on' : '',
    starts_at: hkDateTime(code.starts_at),
    ends_at: hkDateTime(code.ends_at),
    is_active: code.is_active ? 'on' : '',
  }
}
