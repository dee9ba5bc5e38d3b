import { translate } from '@shop/contract'
import { LOCALES, translateFrom } from '@shop/contract/client'
import { describe, expect, it } from 'vitest'
import { BROKEN } from '../components/error-page.tsx'
import { FALLBACK } from './i18n.tsx'

describe('interface texts without the catalogue', () => {
  it('the error-page fallbacks say what the catalogues say', () => {
    for (const locale of LOCALES) {
      for (const [section, entries] of Object.entries(FALLBACK[locale])) {
        for (const key of Object.keys(entries)) {
          const path = `${section}.${key}`
          expect(translateFrom(FALLBACK[locale], path)).toBe(
            translate(locale, path as Parameters<typeof translate>[1]),
          )
        }
      }
      expect(BROKEN[locale].notice).toBe(translate(locale, 'errorPage.brokenErrorPage'))
      expect(BROKEN[locale].home).toBe(translate(locale, 'common.goHome'))
    }
  })
})
