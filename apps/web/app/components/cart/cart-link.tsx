import { lazy, Suspense } from 'react'
import { useFetcher } from 'react-router'
import { ADD_TO_CART_FETCHER } from '#web/lib/added-to-cart.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useDialogLink } from '#web/lib/use-dialog-link.ts'
import { useHeaderCounts } from '#web/lib/use-root-data.ts'
import { CartIcon } from '../icons.tsx'
import { LocalizedLink } from '../localized-link.tsx'

const loadPanel = () => import('./cart-panel.tsx')
const CartPanel = lazy(loadPanel)

/**
 * Header cart link with the unit count. spec §4: an add raises the count at once; the root
 * loader's fresh count replaces it after the post, refused or not (root `shouldRevalidate`, §8).
 * With script a plain click opens the cart panel; a modified click, or no script, opens the page.
 */
export function CartLink() {
  const { t } = useTranslation()
  const adding = useFetcher({ key: ADD_TO_CART_FETCHER })
  const stored = useHeaderCounts().cart
  // until the root revalidates after the post (also after a refusal, spec §8)
  const pending = adding.state !== 'idle' ? Number(adding.formData?.get('qty') ?? 0) : 0
  const count = stored + (Number.isFinite(pending) && pending > 0 ? pending : 0)
  const dialog = useDialogLink(loadPanel)
  return (
    <>
      <LocalizedLink
        to="/shop/main/cart"
        className="icon-button relative"
        aria-label={t('cart.link', { count })}
        data-testid="cart-link"
        {...dialog.linkProps}
      >
        <CartIcon />
        {count > 0 && (
          <span
            aria-hidden
            data-testid="cart-count"
            className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </LocalizedLink>
      {dialog.used && (
        <Suspense fallback={null}>
          <CartPanel open={dialog.open} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  )
}
