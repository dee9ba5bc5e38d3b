import { describe, expect, it } from 'vitest'
import { cookieLocale, readPreferences, safeRedirectPath } from './preferences.server.ts'

const withCookie = (cookie: string) => new Request('http://shop.test/', { headers: { cookie } })

describe('visitor preferences', () => {
  it('reads language, theme and direction from cookies', () => {
    const request = withCookie('store_i18n=cn; store_theme=dark; store_dir=rtl')
    expect(cookieLocale(request)).toBe('cn')
    expect(readPreferences(request)).toEqual({ theme: 'dark', dir: 'rtl' })
  })

  it('ignores unknown values', () => {
    const request = withCookie('store_i18n=fr; store_theme=neon; store_dir=up')
    expect(cookieLocale(request)).toBeNull()
    expect(readPreferences(request)).toEqual({ theme: 'light', dir: 'ltr' })
  })

  it('only redirects within the site', () => {
    expect(safeRedirectPath('/zh/about-us?x=1')).toBe('/zh/about-us?x=1')
    expect(safeRedirectPath('//evil.example')).toBe('/')
    expect(safeRedirectPath('https://evil.example')).toBe('/')
    expect(safeRedirectPath('/\\evil.example')).toBe('/')
    expect(safeRedirectPath(null)).toBe('/')
  })
})
