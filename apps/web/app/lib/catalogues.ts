import type { Messages } from '@shop/contract/i18n/translate-from'
import type { Locale } from '@shop/contract/locales'

/**
 * The interface texts, one script file per language (issue 19). They used to travel in every
 * page's data (24 kB of each page's HTML); as files they are downloaded once and cached like any
 * other script. The server loads all three at start (entry.server.tsx); the browser loads the
 * page's language before hydration (entry.client.tsx) and a new one before a page in another
 * language renders (the root's clientLoader). The e-mail texts are elsewhere (i18n/mail.*.ts,
 * imported by the API only), so no page downloads them.
 */
const imports: Record<Locale, () => Promise<Messages>> = {
  en: () => import('@shop/contract/i18n/en').then((module) => module.en),
  zh: () => import('@shop/contract/i18n/zh').then((module) => module.zh),
  cn: () => import('@shop/contract/i18n/cn').then((module) => module.cn),
}

const loaded: Partial<Record<Locale, Messages>> = {}
const loading = new Map<Locale, Promise<Messages>>()

export function loadCatalogue(locale: Locale): Promise<Messages> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = imports[locale]().then((messages) => {
      loaded[locale] = messages
      return messages
    })
    // a failed download (a deploy replaced the file) is tried again next time
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}

/** The catalogue of a language once loaded; undefined before (the error pages' fallback). */
export function catalogueOf(locale: Locale): Messages | undefined {
  return loaded[locale]
}
