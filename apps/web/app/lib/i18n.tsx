import { type MessageKey, type Messages, translateFrom } from '@shop/contract/i18n/translate-from'
import type { Locale } from '@shop/contract/locales'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { catalogueOf } from './catalogues.ts'

/**
 * Interface texts. The page's catalogue (one language) is a script file of its own
 * (`catalogues.ts`), so the browser downloads only the language it shows, once, and no translation
 * library (issue 4: initial JS budget; issue 19: page size). `useTranslation().t(key, values)` fills `{{name}}` placeholders.
 */
export type Catalogue = { locale: Locale; messages: Messages | undefined }
const I18nContext = createContext<Catalogue>({ locale: 'en', messages: undefined })

/** What the error pages need when the root loader (and so the catalogue) failed. */
export const FALLBACK: Record<Locale, Record<string, Record<string, string>>> = {
  en: {
    common: { goHome: 'Go home', skipToContent: 'Skip to main content' },
    errorPage: { notFound: 'This page could not be found', unexpected: 'Something went wrong' },
  },
  zh: {
    common: { goHome: '回到主頁', skipToContent: '跳至主要內容' },
    errorPage: { notFound: '找不到此頁面', unexpected: '發生錯誤' },
  },
  cn: {
    common: { goHome: '回到主页', skipToContent: '跳至主要内容' },
    errorPage: { notFound: '找不到此页面', unexpected: '发生错误' },
  },
}

export function I18nProvider({ locale, messages, children }: Catalogue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The page's language and texts, for a part rendered on its own (components/kept-markup.tsx). */
export function useCatalogue(): Catalogue {
  return useContext(I18nContext)
}

export type TFunction = (key: MessageKey, values?: Record<string, string | number>) => string

export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  const { locale, messages } = useContext(I18nContext)
  return useMemo(() => {
    const catalogue = messages ?? FALLBACK[locale]
    return {
      t: (key, values) => translateFrom(catalogue, key, values, locale),
      i18n: { language: locale },
    }
  }, [locale, messages])
}

/** A text in a meta function, in the language of the root loader's data. */
export function metaText(
  root: { locale: Locale } | undefined,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  const locale = root?.locale ?? 'en'
  return translateFrom(catalogueOf(locale) ?? FALLBACK[locale], key, values, locale)
}
