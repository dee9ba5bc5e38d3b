import type { Cart, Warehouse } from '@shop/contract'
import {
  DEFAULT_COUNTRY_CODE,
  formatDeliverySlot,
  type Locale,
  MAX_CARRY_FLOORS,
} from '@shop/contract/client'
import type { CartOptions } from '#web/lib/cart-options.ts'
import type { CheckoutActionData } from '#web/lib/checkout.server.ts'
import { type CheckoutData, floorsOf, withCarrying } from '#web/lib/checkout-form.ts'
import { CheckoutForm } from './checkout-form.tsx'
import { CheckoutSummary } from './checkout-summary.tsx'
import { useDeliveryChoice } from './use-delivery-choice.ts'

type Props = {
  cart: Cart
  options: CartOptions
  pickup: Warehouse | undefined
  checkout: CheckoutData
  result: CheckoutActionData | undefined
  locale: Locale
  cartHref: string
}

/**
 * The checkout step (spec §4, ADR 014): the form and, beside it, the summary that follows what is
 * being filled in: the carrying fee of the floors typed and the delivery slot picked (ADR 022).
 * After a post (without script, or a refusal) the form comes back as sent, with the API's cart.
 */
export function CheckoutStep({ cart: loaded, result, checkout, options, locale, ...rest }: Props) {
  const cart = result?.cart ?? loaded
  const values = result?.values ?? checkout.prefill
  const selected = cart.cart_items.filter((i) => i.is_selected).map((i) => i.product_variant_id)
  const choice = useDeliveryChoice(values, result?.slots ?? checkout.slots, selected)
  const home = options.method === 'DELIVERY' && options.country === DEFAULT_COUNTRY_CODE
  const floors = home && choice.access === 'STAIRS' ? floorsOf(choice.floors) : 0
  const calculations = withCarrying(
    cart,
    Number.isInteger(floors) && floors <= MAX_CARRY_FLOORS ? floors : 0,
  )
  const slot =
    home && choice.date && choice.slot
      ? formatDeliverySlot({ date: choice.date, slot: choice.slot }, locale)
      : undefined
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <CheckoutForm
        {...rest}
        cart={cart}
        options={options}
        checkout={checkout}
        result={result}
        locale={locale}
        values={values}
        choice={choice}
        home={home}
      />
      <CheckoutSummary cart={cart} calculations={calculations} delivery={slot} locale={locale} />
    </div>
  )
}
