import { describe, expect, it } from 'vitest'
import { keepLocale, pickText } from './localized.ts'

const config = {
  site: {
    title: { en: 'Maison Harbour', zh: '海港居室', cn: '海港居室' },
    logo: '/brand/logo.svg',
  },
  menu: [
    {
      title: { en: 'Sofas', zh: '梳化', cn: '沙发' },
      path: '/shop/main/product?category=sofas',
      children: [{ title: { en: 'Beds', zh: '', cn: '床' }, path: '/beds', children: [] }],
    },
  ],
  count: 3,
  flag: null,
}

describe('keepLocale', () => {
  it('keeps the page language and English in every trilingual text, and nothing else changes', () => {
    const zh = keepLocale(config, 'zh')
    expect(zh.site).toEqual({
      title: { en: 'Maison Harbour', zh: '海港居室' },
      logo: '/brand/logo.svg',
    })
    expect(zh.menu[0]?.title).toEqual({ en: 'Sofas', zh: '梳化' })
    expect(zh.menu[0]?.path).toBe('/shop/main/product?category=sofas')
    expect(zh.count).toBe(3)
    expect(zh.flag).toBeNull()
    // an empty translation still falls back to English
    expect(pickText(zh.menu[0]?.children[0]?.title, 'zh')).toBe('Beds')
    expect(keepLocale(config, 'en').menu[0]?.title).toEqual({ en: 'Sofas' })
    expect(pickText(keepLocale(config, 'cn').menu[0]?.title, 'cn')).toBe('沙发')
  })
})
