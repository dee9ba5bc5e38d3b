import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { shouldRevalidate } from './root.tsx'

const args = (over: Partial<ShouldRevalidateFunctionArgs>): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL('http://shop.test/shop/main/product/1/sofa'),
    nextUrl: new URL('http://shop.test/shop/main/product/1/sofa'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: false,
    ...over,
  }) as ShouldRevalidateFunctionArgs

describe('root data (header counts, configuration) reloads', () => {
  it('after a refused post, so a failed add to cart shows the real cart count (spec §8)', () => {
    expect(shouldRevalidate(args({ formMethod: 'POST', actionStatus: 409 }))).toBe(true)
    expect(shouldRevalidate(args({ formMethod: 'POST', actionStatus: 502 }))).toBe(true)
  })

  it('after a successful post as React Router decides, and not on plain navigation', () => {
    expect(
      shouldRevalidate(
        args({ formMethod: 'POST', actionStatus: 200, defaultShouldRevalidate: true }),
      ),
    ).toBe(true)
    expect(shouldRevalidate(args({ defaultShouldRevalidate: true }))).toBe(false)
  })

  it('when the language changes', () => {
    expect(
      shouldRevalidate(args({ nextUrl: new URL('http://shop.test/zh/shop/main/product') })),
    ).toBe(true)
  })
})

describe('back-office pages', () => {
  it('never reload the storefront data between themselves, and load it when leaving', () => {
    const admin = new URL('http://shop.test/admin/staff')
    expect(
      shouldRevalidate(
        args({ currentUrl: new URL('http://shop.test/admin'), nextUrl: admin, formMethod: 'POST' }),
      ),
    ).toBe(false)
    expect(shouldRevalidate(args({ currentUrl: admin }))).toBe(true)
  })
})
