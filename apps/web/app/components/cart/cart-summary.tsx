import type { Cart } from '@shop/contract'
import { formatMoney as hkd, type Locale, toCents } from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints } from '#web/lib/points.ts'

/**
 * spec §3 Cart calculations over the selected lines: subtotal − discounts + shipping (+ the
 * carrying fee for stairs, ADR 022) = total. The checkout step passes its own `calculations` (the
 * fee of the floors typed so far) and the chosen delivery slot.
 */
export function CartSummary({
  cart,
  locale,
  calculations = cart.calculations,
  delivery,
}: {
  cart: Cart
  locale: Locale
  calculations?: Cart['calculations']
  delivery?: string
}) {
  const { t } = useTranslation()
  const { price, price_discount: discount, point, shipping_fee: shipping } = calculations
  const row = (label: string, value: string, testId: string) => (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  )
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-md border border-stone-200 p-5 dark:border-stone-700"
    >
      <h2 id="summary-heading" className="mb-4 text-lg font-semibold">
        {t('cart.summary')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {row(t('cart.subtotal'), hkd(price.subtotal, locale), 'summary-subtotal')}
        {toCents(discount.local) > 0 &&
          row(t('cart.localDiscount'), `−${hkd(discount.local, locale)}`, 'summary-local')}
        {toCents(discount.global) > 0 &&
          row(t('cart.globalDiscount'), `−${hkd(discount.global, locale)}`, 'summary-global')}
        {row(t('cart.shipping'), hkd(shipping, locale), 'summary-shipping')}
        {toCents(calculations.carrying_fee) > 0 &&
          row(t('cart.carrying'), hkd(calculations.carrying_fee, locale), 'summary-carrying')}
        {point.total > 0 &&
          row(t('cart.points'), t('cart.pointsValue', { count: point.total }), 'summary-points')}
        <div
          className="mt-2 flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold dark:border-stone-700"
          data-testid="summary-total"
        >
          <dt>{t('cart.total')}</dt>
          <dd>
            <bdi dir="ltr">{hkd(price.total, locale)}</bdi>
          </dd>
        </div>
        {delivery && (
          <div className="flex justify-between gap-4 pt-1" data-testid="summary-slot">
            <dt>{t('checkout.deliverySummary')}</dt>
            <dd className="text-end">{delivery}</dd>
          </div>
        )}
      </dl>
      {/* issue 16: points the member earns once the order completes (0 for guests) */}
      {cart.points_to_earn > 0 && (
        <p className="mt-3 text-sm text-brand-900 dark:text-brand-100" data-testid="summary-earn">
          {t('membership.cartEarn', {
            count: cart.points_to_earn,
            points: formatPoints(cart.points_to_earn, locale),
          })}
        </p>
      )}
    </section>
  )
}
