import type { AddedToCart } from '#web/lib/added-to-cart.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { LocalizedLink } from '../localized-link.tsx'
import { Modal } from '../modal.tsx'
import { AddedSummary } from './added-to-cart.tsx'

const button =
  'block rounded px-4 py-2.5 text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * spec §4 add-to-cart modal: opened by a successful add with script. Focus moves in; Escape,
 * the close button and "Continue shopping" close it and focus returns to "Add to cart". Its code
 * is fetched when the add is posted, never with the page (docs/performance.md).
 */
export default function AddedToCartDialog({
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
