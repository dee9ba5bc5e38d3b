import { describe, expect, it } from 'vitest'
import { STOCK_ALERT_INTENT } from '#web/lib/stock-alerts.ts'
import { shouldRevalidate } from './product-detail.tsx'

const url = new URL('http://shop.test/shop/main/product/p/sofa')
const args = (fields: Record<string, string>, actionResult: unknown) => {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return {
    currentUrl: url,
    currentParams: {},
    nextUrl: url,
    nextParams: {},
    formMethod: 'POST',
    formAction: url.pathname,
    formData,
    actionResult,
    defaultShouldRevalidate: true,
  } as Parameters<typeof shouldRevalidate>[0]
}

describe('the product page after a cart change (issue 31)', () => {
  it('keeps the product as it was when the add went through', () => {
    expect(shouldRevalidate(args({ product_variant_id: 'v', qty: '1' }, { ok: true }))).toBe(false)
  })

  it('reloads the product after a refused add (spec §8: the stock may have changed)', () => {
    const refused = { ok: false, error: 'shopErrors.outOfStock' }
    expect(shouldRevalidate(args({ product_variant_id: 'v', qty: '1' }, refused))).toBe(true)
  })

  it('reloads after any other post, such as asking to be told when it is back', () => {
    const alert = { intent: STOCK_ALERT_INTENT, product_variant_id: 'v', email: 'a@b.hk' }
    expect(shouldRevalidate(args(alert, { ok: true }))).toBe(true)
  })
})
