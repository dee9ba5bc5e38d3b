import type { DeliveryMethod } from '@shop/contract'
import { DEFAULT_COUNTRY_CODE, isUuid } from '@shop/contract/client'

/**
 * The cart page's choices live in its address (spec §4, works without script): which lines the
 * totals and checkout cover (`?selected=id,id`; absent = every line), voucher code, delivery
 * country, method and pick-up location; `?step=checkout` shows the checkout step.
 */
export type CartOptions = {
  selected: string[] | null
  voucher: string
  country: string
  method: DeliveryMethod
  warehouse: string
  /** `checkout`: the checkout step of the same page (ADR 014). */
  step: 'checkout' | ''
}

/** Countries offered in the delivery select; the API says whether a courier serves each. */
export const DELIVERY_COUNTRIES = ['HK', 'MO', 'CN', 'TW', 'SG', 'MY', 'JP', 'GB', 'US', 'AU']

const MAX_SELECTED = 200

export function readCartOptions(params: URLSearchParams): CartOptions {
  const selected = params.has('selected')
    ? [
        ...new Set(
          params
            .getAll('selected')
            .flatMap((value) => value.split(','))
            .filter((id) => isUuid(id)),
        ),
      ].slice(0, MAX_SELECTED)
    : null
  const country = (params.get('country') ?? '').trim().toUpperCase()
  return {
    selected,
    voucher: (params.get('voucher') ?? '').trim().slice(0, 40),
    country: /^[A-Z]{2}$/.test(country) ? country : DEFAULT_COUNTRY_CODE,
    method: params.get('method') === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    warehouse: isUuid(params.get('warehouse') ?? '') ? (params.get('warehouse') as string) : '',
    step: params.get('step') === 'checkout' ? 'checkout' : '',
  }
}

/** The address of these choices (the inverse of `readCartOptions`; defaults left out). */
export function cartSearch(options: CartOptions): string {
  const params = new URLSearchParams()
  if (options.selected) params.set('selected', options.selected.join(','))
  if (options.voucher) params.set('voucher', options.voucher)
  if (options.country !== DEFAULT_COUNTRY_CODE) params.set('country', options.country)
  if (options.method === 'PICKUP') params.set('method', 'PICKUP')
  if (options.method === 'PICKUP' && options.warehouse) params.set('warehouse', options.warehouse)
  if (options.step) params.set('step', options.step)
  const search = params.toString()
  return search ? `?${search}` : ''
}
