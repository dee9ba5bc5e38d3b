import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import type { KeepMarkup } from '../components/kept-markup.tsx'
import { I18nProvider } from './i18n.tsx'

/** Enough for every language and a few configurations; the oldest key goes first. */
const MOST_KEPT = 60
const kept = new Map<string, string>()

/**
 * Kept markup (components/kept-markup.tsx): rendered on its own the first time its key is asked
 * for, with the page's texts and a router that only writes links. The key holds everything the
 * markup depends on, so nothing here ever has to be forgotten on purpose.
 */
export const keepMarkup: KeepMarkup = (key, element, catalogue) => {
  const known = kept.get(key)
  if (known !== undefined) return known
  const html = renderToStaticMarkup(
    <I18nProvider locale={catalogue.locale} messages={catalogue.messages}>
      <StaticRouter location="/">{element}</StaticRouter>
    </I18nProvider>,
  )
  kept.set(key, html)
  if (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value as string)
  return html
}
