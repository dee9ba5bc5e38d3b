import { type Locale, messages } from '@shop/contract/client'
import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'

/** One i18next instance per language, created synchronously so SSR and hydration agree. */
const instances = new Map<Locale, i18n>()

export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = i18next.createInstance()
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      resources: {
        [locale]: { translation: messages[locale] },
        ...(locale === 'en' ? {} : { en: { translation: messages.en } }),
      },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    instances.set(locale, instance)
  }
  return instance
}
