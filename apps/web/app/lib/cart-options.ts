import type { DeliveryMethod } from '@shop/contract'
import { DEFAULT_COUNTRY_CODE } from '@shop/contract/client'

/**
 * The cart page's choices live in its address (spec §4, works without script): which lines the
 * totals and checkout cover (`?selected=id,id`; absent = every line), voucher code, delivery
 * country, method and pick-up location.
 */
export type CartOptions = {
  selected: string[] | null
  voucher: string
  country: string
  method: DeliveryMethod
  warehouse: string
}

/** Countries offered in the delivery select; the API says whether a courier serves each. */
export const DELIVERY_COUNTRIES = ['HK', 'MO', 'CN', 'TW', 'SG', 'MY', 'JP', 'GB', 'US', 'AU']

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_SELECTED = 200

export function readCartOptions(params: URLSearchParams): CartOptions {
  const selected = params.has('selected')
    ? [
        ...new Set(
          params
            .getAll('selected')
            .flatMap((value) => value.split(','))
            .filter((id) => UUID.test(id)),
        ),
      ].slice(0, MAX_SELECTED)
    : null
  const country = (params.get('country') ?? '').trim().toUpperCase()
  return {
    selected,
    voucher: (params.get('voucher') ?? '').trim().slice(0, 40),
    country: /^[A-Z]{2}$/.test(country) ? country : DEFAULT_COUNTRY_CODE,
    method: params.get('method') === 'PICKUP' ? 'PICKUP' : 'DELIVERY',
    warehouse: UUID.test(params.get('warehouse') ?? '') ? (params.get('warehouse') as string) : '',
  }
}
