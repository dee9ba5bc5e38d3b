import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../lib/i18n.tsx'
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
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <LocalizedLink
        to="/shop/main/product"
        className="rounded p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
        aria-label={t('header.search')}
        aria-haspopup="dialog"
        data-testid="search-link"
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={(event) => {
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          )
            return
          event.preventDefault()
          setUsed(true)
          setOpen(true)
        }}
      >
        <SearchIcon />
      </LocalizedLink>
      {used && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
