import { pickText } from '@shop/contract/localized'
import { formatMoney } from '@shop/contract/money'
import type { AddedToCart } from '../../lib/added-to-cart.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { useLocale } from '../../lib/use-root-data.ts'
import { LocalizedLink } from '../localized-link.tsx'
import { Modal } from '../modal.tsx'
import { FreeDeliveryHint } from './free-delivery-hint.tsx'

const button =
  'block rounded px-4 py-2.5 text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2'

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

/**
 * spec §4 add-to-cart modal: opened by a successful add with script. Focus moves in; Escape,
 * the close button and "Continue shopping" close it and focus returns to "Add to cart".
 */
export function AddedToCartDialog({
  added,
  open,
  onClose,
}: {
  added: AddedToCart | null
  open: boolean
  onClose(): void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open && added !== null}
      onClose={onClose}
      title={t('cart.added')}
      className="m-auto w-[26rem] max-w-[calc(100%-2rem)] rounded-lg p-5"
    >
      {added && (
        <div className="mt-4 flex flex-col gap-4" data-testid="added-dialog">
          <AddedSummary added={added} />
          <div className="grid gap-2">
            <LocalizedLink
              to="/shop/main/cart?step=checkout"
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {t('checkout.proceed')}
            </LocalizedLink>
            <LocalizedLink
              to="/shop/main/cart"
              className={`${button} border border-stone-300 hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800`}
            >
              {t('cart.view')}
            </LocalizedLink>
            <button
              type="button"
              onClick={onClose}
              className={`${button} underline hover:text-brand-700`}
            >
              {t('cart.continueShopping')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
