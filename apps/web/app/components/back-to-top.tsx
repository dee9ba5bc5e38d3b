import { useEffect, useState } from 'react'
import { useTranslation } from '../lib/i18n.tsx'
import { ArrowUpIcon } from './icons.tsx'

/**
 * spec §2 back-to-top button: it appears once the shopper has scrolled a screen down, so at the
 * top of a page it never covers the content (a card's heart, the cart total) under it.
 */
export function BackToTop() {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(window.scrollY > window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!shown) return null
  return (
    <a
      href="#top"
      className="fixed end-4 bottom-4 z-20 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-900"
      aria-label={t('common.backToTop')}
      data-testid="back-to-top"
    >
      <ArrowUpIcon />
    </a>
  )
}
