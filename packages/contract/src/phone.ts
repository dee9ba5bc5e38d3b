/** Phone numbers as people type them and as they are shown (zod-free: the browser uses it too). */

/** Hong Kong's country calling code, written in its own field beside the number. */
export const HONG_KONG_AREA_CODE = '852'

/** What people put between digits: spaces (full-width too), hyphens and dashes, dots, brackets. */
export const PHONE_SEPARATORS = /[\s\-\u2010-\u2015.()]/g

/**
 * The one phone rule (issue 30, ADR 051), used by checkout, order lookup, account and enquiries:
 * full-width digits become ASCII (NFKC), separators go, and a +852, 852 or 00852 before an
 * 8-digit Hong Kong number is dropped, since the area code has its own field. So "9123 4567",
 * "+852 9123-4567" and "９１２３４５６７" are all 91234567. Anything else is left for the digits check.
 */
export function normalisePhone(value: string): string {
  const compact = value.normalize('NFKC').replace(PHONE_SEPARATORS, '')
  return compact.match(/^(?:\+|00)?852(\d{8})$/)?.[1] ?? compact
}

/**
 * A phone number as shown to people: "+852 9123 4567" for Hong Kong, "+86 13812345678"
 * elsewhere. Takes the number with its area code apart or together ("85291234567").
 */
export function formatPhone(phone: string, code = ''): string {
  const typed = phone.normalize('NFKC').replace(PHONE_SEPARATORS, '')
  const number = normalisePhone(phone)
  if (!number) return ''
  // a Hong Kong prefix normalisePhone took off names the area when no code is given
  const area =
    code.normalize('NFKC').replace(/\D/g, '') || (number !== typed ? HONG_KONG_AREA_CODE : '')
  if (area === HONG_KONG_AREA_CODE && /^\d{8}$/.test(number))
    return `+852 ${number.slice(0, 4)} ${number.slice(4)}`
  return area ? `+${area} ${number}` : number
}
