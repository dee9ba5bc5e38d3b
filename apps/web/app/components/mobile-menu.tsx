import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { useRootData } from '../lib/use-root-data.ts'
import { MenuIcon } from './icons.tsx'

const loadPanel = () => import('./mobile-menu-panel.tsx')
const MobileMenuPanel = lazy(loadPanel)

/**
 * The side menu's button below 992px. The menu itself (mobile-menu-panel.tsx) is not part of the
 * page's first script: it is fetched once the page is idle, or when the button is reached first.
 */
export function MobileMenu() {
  const { t } = useTranslation()
  const root = useRootData()
  const [open, setOpen] = useState(false)
  // mounted from the first opening on: closing returns the focus to the button
  const [used, setUsed] = useState(false)
  useEffect(() => {
    if (!window.matchMedia('(max-width: 991px)').matches) return
    // Safari has no requestIdleCallback
    if ('requestIdleCallback' in window) requestIdleCallback(() => void loadPanel())
    else setTimeout(() => void loadPanel(), 1000)
  }, [])
  if (!root) return null
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        aria-haspopup="dialog"
        className="rounded p-2 hover:bg-stone-100 lg:hidden dark:hover:bg-stone-800"
        aria-label={t('header.openMenu')}
      >
        <MenuIcon />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
