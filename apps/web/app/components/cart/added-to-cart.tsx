import { pickText } from '@shop/contract/localized'
import { formatMoney } from '@shop/contract/money'
import type { AddedToCart } from '#web/lib/added-to-cart.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale } from '#web/lib/use-root-data.ts'
import { FreeDeliveryHint } from './free-delivery-hint.tsx'

/**
 * What the add put in the cart: picture, name, options, quantity and price, the cart's count and
 * subtotal, and how far it is from free delivery. All of it from the add's own answer (ADR 064).
 */
export function AddedSummary({ added }: { added: AddedToCart }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const variant = pickText(added.variant, locale)
  return (
    <div className="flex flex-col gap-3" data-testid="added-summary">
      <div className="flex gap-3">
        <div className="size-20 shrink-0 overflow-hidden rounded bg-stone-100 dark:bg-stone-800">
          {added.image && (
            <img
              src={`${added.image}?width=160`}
              alt=""
              width={80}
              height={80}
              className="size-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium">{pickText(added.title, locale)}</p>
          {variant && (
            <p dir="auto" className="text-stone-600 dark:text-stone-300">
              {variant}
            </p>
          )}
          <p className="mt-1 flex justify-between gap-2">
            <span>{t('cart.addedQuantity', { count: added.qty })}</span>
            <bdi dir="ltr">{formatMoney(added.price, locale)}</bdi>
          </p>
        </div>
      </div>
      <p
        className="flex justify-between gap-2 border-t border-stone-200 pt-3 text-sm font-semibold dark:border-stone-700"
        data-testid="added-subtotal"
      >
        <span>{t('cart.addedSubtotal', { count: added.totalQty })}</span>
        <bdi dir="ltr">{formatMoney(added.subtotal, locale)}</bdi>
      </p>
      <FreeDeliveryHint hint={added.freeDelivery} locale={locale} />
    </div>
  )
}
