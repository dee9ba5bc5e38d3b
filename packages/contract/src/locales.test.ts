import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, localizePath, splitLocalePath } from './locales.ts'

describe('locale paths', () => {
  it('splits a prefixed path into locale and rest', () => {
    expect(splitLocalePath('/zh/about-us')).toEqual({ locale: 'zh', path: '/about-us' })
    expect(splitLocalePath('/cn')).toEqual({ locale: 'cn', path: '/' })
    expect(splitLocalePath('/about-us')).toEqual({ locale: 'en', path: '/about-us' })
    // a page whose name merely starts with the prefix letters is English
    expect(splitLocalePath('/zhong')).toEqual({ locale: 'en', path: '/zhong' })
  })

  it('moves a page to another language keeping the rest of the URL', () => {
    expect(localizePath('/zh/shop/main/product?category=sofas', 'cn')).toBe(
      '/cn/shop/main/product?category=sofas',
    )
    expect(localizePath('/cn/about-us', 'en')).toBe('/about-us')
    expect(localizePath('/', 'zh')).toBe('/zh')
    expect(localizePath('/zh', 'en')).toBe('/')
  })
})

describe('Accept-Language detection', () => {
  it.each([
    ['zh-HK,zh;q=0.9,en;q=0.8', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['zh-CN,zh;q=0.9', 'cn'],
    ['zh-Hans', 'cn'],
    ['en-GB,en;q=0.9,zh-HK;q=0.8', 'en'],
    ['fr-FR,zh-CN;q=0.5', 'cn'],
    ['en;q=0.2,zh-HK;q=0.9', 'zh'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected)
  })

  it('has no opinion on unknown or empty headers', () => {
    expect(localeFromAcceptLanguage('fr-FR,de')).toBeNull()
    expect(localeFromAcceptLanguage('')).toBeNull()
    expect(localeFromAcceptLanguage(undefined)).toBeNull()
  })
})
