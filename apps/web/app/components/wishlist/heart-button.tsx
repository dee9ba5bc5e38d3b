import { useEffect, useRef } from 'react'
import { type Fetcher, useFetcher, useFetchers, useLocation } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { usePersonalLiked } from '#web/lib/personal.tsx'
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

type Props = {
  productId: string
  title: string
  liked: boolean
  className?: string
  /** The id of a `WishlistForm` on the page that this heart posts (a page of cards has one). */
  form?: string
}

/**
 * The form a page of cards shares for its hearts' posts without script: each heart is a button of
 * it carrying its product (issue 19: one form for 24 cards, not 24 forms).
 */
export function WishlistForm({ id }: { id: string }) {
  const { pathname, search } = useLocation()
  return (
    <form id={id} method="post" action={WISHLIST_ACTION} hidden>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
    </form>
  )
}

/**
 * The heart toggle on product cards and the product page. Pressed at once while the post runs;
 * back as it was with the wishlist-add-fail toast when refused (spec §8). Without JavaScript it is
 * a plain form post (its own form, or the page's `WishlistForm`) that comes back to this page.
 */
export function HeartButton({ productId, title, liked, className = '', form }: Props) {
  const { t } = useTranslation()
  const toast = useToast()
  const { pathname, search } = useLocation()
  const fetcher = useFetcher<FormResult>({ key: keyOf(productId) })
  // on a shared page, the shopper's own hearts once fetched (ADR 057)
  const own = usePersonalLiked()
  const stored = own ? own.includes(productId) : liked
  const shown = pending(fetcher) ? fetcher.formData?.get('liked') !== 'true' : stored
  // toast once per settled post, not again on a remount of a keyed fetcher's old answer
  const posting = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') posting.current = true
    else if (posting.current) {
      posting.current = false
      if (fetcher.data && !fetcher.data.ok) toast.error(t(fetcher.data.error))
    }
  }, [fetcher.state, fetcher.data, toast, t])
  const button = (
    <button
      type="submit"
      form={form}
      name="product_id"
      value={productId}
      aria-pressed={shown}
      aria-label={t('wishlist.toggle', { title })}
      data-testid="heart"
      className={form && className ? `heart ${className}` : 'heart'}
      onClick={(event) => {
        event.preventDefault()
        // the product the button carries, as a post without script would send it
        const post = { product_id: event.currentTarget.value, liked: String(shown), via: 'fetcher' }
        void fetcher.submit(post, { method: 'post', action: WISHLIST_ACTION })
      }}
    >
      <HeartIcon filled={shown} />
    </button>
  )
  if (form) return button
  return (
    <form method="post" action={WISHLIST_ACTION} className={className || undefined}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {button}
    </form>
  )
}
