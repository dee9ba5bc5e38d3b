import { lazy, Suspense } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useDialogLink } from '#web/lib/use-dialog-link.ts'
import { SearchIcon } from '../icons.tsx'
import { LocalizedLink } from '../localized-link.tsx'

const loadOverlay = () => import('./search-overlay.tsx')
const SearchOverlay = lazy(loadOverlay)

/**
 * The header search icon (issue 14). With script a plain click opens the search overlay, loaded on
 * first use so no page carries it up front; a modified click, or no script, opens the product
 * list, whose search box is at the top of the page on every screen.
 */
export function SearchLink() {
  const { t } = useTranslation()
  const dialog = useDialogLink(loadOverlay)
  return (
    <>
      <LocalizedLink
        to="/shop/main/product"
        className="icon-button"
        aria-label={t('header.search')}
        data-testid="search-link"
        {...dialog.linkProps}
      >
        <SearchIcon />
      </LocalizedLink>
      {dialog.used && (
        <Suspense fallback={null}>
          <SearchOverlay open={dialog.open} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  )
}
