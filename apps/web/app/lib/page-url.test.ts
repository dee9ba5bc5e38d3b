import { describe, expect, it } from 'vitest'
import { pagePath, pageUrl } from './page-url.ts'

const path = (raw: string, method = 'GET') =>
  pagePath(new Request(`http://shop.test${raw}`, { method }))

describe('pageUrl', () => {
  it('reads the page address behind a client data request', () => {
    expect(path('/shop/main/product.data?category=sofas&_routes=products.en')).toBe(
      '/shop/main/product?category=sofas',
    )
    expect(path('/_.data?_routes=root')).toBe('/')
    expect(path('/zh/_.data')).toBe('/zh/')
    expect(path('/zh.data')).toBe('/zh')
    expect(path('/cn/shop/main/product?page=2')).toBe('/cn/shop/main/product?page=2')
    expect(pageUrl(new Request('http://shop.test/zh.data')).origin).toBe('http://shop.test')
  })

  it('reads the back-office page a guard compares, whichever way the browser asked for it', () => {
    expect(path('/admin/two-factor')).toBe('/admin/two-factor')
    expect(path('/admin/two-factor.data?_routes=routes%2Fadmin%2Ftwo-factor')).toBe(
      '/admin/two-factor',
    )
    expect(path('/admin/_.data?_routes=routes%2Fadmin%2Fdashboard')).toBe('/admin/')
    expect(path('/admin/_root.data')).toBe('/admin/')
    expect(path('/_root.data?_routes=root')).toBe('/')
    expect(path('/admin/enquiries/42.data', 'POST')).toBe('/admin/enquiries/42')
  })

  it('keeps the rest of the query, dropping only what React Router adds', () => {
    expect(path('/admin/orders.data?status=paid&_routes=a%2Cb&page=2')).toBe(
      '/admin/orders?status=paid&page=2',
    )
    expect(path('/admin/_.data?index', 'POST')).toBe('/admin/')
    expect(path('/admin/audit?index=3')).toBe('/admin/audit?index=3')
    // a page whose own name merely contains ".data" elsewhere is left alone
    expect(path('/blog/x.data-sheet')).toBe('/blog/x.data-sheet')
  })
})
