import { describe, expect, it } from 'vitest'
import { pageUrl } from './page-url.ts'

describe('pageUrl', () => {
  it('reads the page address behind a client data request', () => {
    const url = (raw: string) => {
      const u = pageUrl(new Request(`http://shop.test${raw}`))
      return `${u.pathname}${u.search}`
    }
    expect(url('/shop/main/product.data?category=sofas&_routes=products.en')).toBe(
      '/shop/main/product?category=sofas',
    )
    expect(url('/_.data?_routes=root')).toBe('/')
    expect(url('/zh/_.data')).toBe('/zh/')
    expect(url('/zh.data')).toBe('/zh')
    expect(url('/cn/shop/main/product?page=2')).toBe('/cn/shop/main/product?page=2')
  })
})
