import { type Locale, translate } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { countryName } from './cart-options-form.tsx'

const tOf = (locale: Locale) => (key: Parameters<typeof translate>[1]) => translate(locale, key)

describe('delivery country names', () => {
  it('come from the catalogue, the same text on the server and in the browser', () => {
    expect(countryName('HK', tOf('en'))).toBe('Hong Kong')
    expect(countryName('HK', tOf('zh'))).toBe('香港')
    expect(countryName('MO', tOf('cn'))).toBe('澳门')
  })
  it('show an unknown code as the code', () => {
    expect(countryName('ZZ', tOf('en'))).toBe('ZZ')
  })
})
