import { useTranslation } from '#web/lib/i18n.tsx'
import { useHeaderCounts } from '#web/lib/use-root-data.ts'
import { HeartIcon } from '../icons.tsx'
import { LocalizedLink } from '../localized-link.tsx'
import { useWishlistDelta } from './heart-button.tsx'

/** Header wishlist link with the count; moves at once with every heart in flight (spec §4). */
export function WishlistLink() {
  const { t } = useTranslation()
  const stored = useHeaderCounts().wishlist
  const count = Math.max(0, stored + useWishlistDelta())
  return (
    <LocalizedLink
      to="/account/wishlist"
      className="icon-button relative"
      aria-label={t('wishlist.link', { count })}
      data-testid="wishlist-link"
    >
      <HeartIcon />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="wishlist-count"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </LocalizedLink>
  )
}
