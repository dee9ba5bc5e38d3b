import type { Cart } from '@shop/contract'
import { formatMoney, type Locale, pickText } from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'
import { CartSummary } from '../cart/cart-summary.tsx'

/**
 * The checkout step's summary: the lines being ordered, the free gifts they earn (as the cart
 * shows them), and the totals with the carrying fee and the delivery slot chosen so far.
 */
export function CheckoutSummary({
  cart,
  calculations,
  delivery,
  locale,
}: {
  cart: Cart
  calculations: Cart['calculations']
  delivery?: string
  locale: Locale
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="checkout-items">
        <h2 id="checkout-items" className="mb-3 text-lg font-semibold">
          {t('checkout.items')}
        </h2>
        <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
          {cart.cart_items
            .filter((item) => item.is_selected)
            .map((item) => (
              <li
                key={item.product_variant_id}
                className="flex justify-between gap-3 py-2"
                data-testid="checkout-line"
              >
                <span>
                  {pickText(item.product_title, locale)} × {item.qty}
                </span>
                <bdi dir="ltr" className="shrink-0">
                  {formatMoney(item.subtotal_price, locale)}
                </bdi>
              </li>
            ))}
        </ul>
        {cart.gift_items.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold">{t('checkout.gifts')}</h3>
            <ul className="text-sm text-stone-600 dark:text-stone-300">
              {cart.gift_items.map((gift) => (
                <li
                  key={gift.product_variant_id}
                  className="flex justify-between gap-3 py-1"
                  data-testid="checkout-gift"
                >
                  <span>
                    {pickText(gift.product_title, locale)} × {gift.qty}
                    <span className="block text-xs">{pickText(gift.rule_title, locale)}</span>
                  </span>
                  <span className="shrink-0">{t('orders.gift')}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <CartSummary cart={cart} locale={locale} calculations={calculations} delivery={delivery} />
    </div>
  )
}
