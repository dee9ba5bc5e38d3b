import { useEffect, useRef } from 'react'
import { type Fetcher, useFetcher, useFetchers, useLocation } from 'react-router'
import type { FormResult } from '../../lib/forms.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { HeartIcon } from '../icons.tsx'
import { useToast } from '../toast.tsx'

export const WISHLIST_ACTION = '/resources/wishlist'
const KEY_PREFIX = 'wishlist:'

/** One fetcher per product, so every heart of a product (card, page) shows the same state. */
const keyOf = (productId: string) => `${KEY_PREFIX}${productId}`
const pending = (fetcher: Fetcher) => fetcher.state !== 'idle' && Boolean(fetcher.formData)

/**
 * spec §4 Wishlist: the header count moves ±1 at once for every heart in flight; the root
 * loader's fresh count replaces it after a toggle, and a refused toggle (no revalidation) falls
 * back to the old count.
 */
export function useWishlistDelta(): number {
  return useFetchers()
    .filter((f) => f.key.startsWith(KEY_PREFIX) && pending(f))
    .reduce((sum, f) => sum + (f.formData?.get('liked') === 'true' ? -1 : 1), 0)
}

type Props = { productId: string; title: string; liked: boolean; className?: string }

/**
 * The heart toggle on product cards and the product page. Pressed at once while the post runs;
 * back as it was with the wishlist-add-fail toast when refused (spec §8). Without JavaScript it is
 * a plain form post that comes back to this page.
 */
export function HeartButton({ productId, title, liked, className = '' }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const { pathname, search } = useLocation()
  const fetcher = useFetcher<FormResult>({ key: keyOf(productId) })
  const shown = pending(fetcher) ? fetcher.formData?.get('liked') !== 'true' : liked
  // toast once per settled post, not again on a remount of a keyed fetcher's old answer
  const posting = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') posting.current = true
    else if (posting.current) {
      posting.current = false
      if (fetcher.data && !fetcher.data.ok) toast.error(t(fetcher.data.toast))
    }
  }, [fetcher.state, fetcher.data, toast, t])
  return (
    <form
      method="post"
      action={WISHLIST_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        form.set('liked', String(shown))
        form.set('via', 'fetcher')
        void fetcher.submit(form, { method: 'post', action: WISHLIST_ACTION })
      }}
    >
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="liked" value={String(liked)} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        aria-pressed={shown}
        aria-label={t('wishlist.toggle', { title })}
        data-testid="heart"
        className="heart"
      >
        <HeartIcon filled={shown} />
      </button>
    </form>
  )
}
