import { describe, expect, it } from 'vitest'
import { loginPathFor, safeReturnPath } from './return-to.ts'

describe('safeReturnPath', () => {
  it('follows a storefront path with its query', () => {
    expect(safeReturnPath('/cn/vouchers?confirm=abc&qty=2')).toBe('/cn/vouchers?confirm=abc&qty=2')
  })

  it('refuses other sites, the back office and sign-in pages', () => {
    for (const next of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '/admin/orders',
      '/zh/authentication/login/email',
      '/resources/logout',
    ])
      expect(safeReturnPath(next), String(next)).toBeNull()
  })
})

describe('loginPathFor', () => {
  it('keeps the language and encodes where to come back to', () => {
    expect(loginPathFor('/zh', '/zh/vouchers?confirm=a&qty=1')).toBe(
      '/zh/authentication/login/email?next=%2Fzh%2Fvouchers%3Fconfirm%3Da%26qty%3D1',
    )
  })

  it('says when the session ended at checkout with the cart and details kept (ADR 065)', () => {
    const path = loginPathFor('/cn', '/cn/shop/main/cart?step=checkout', { kept: true })
    expect(path).toBe(
      '/cn/authentication/login/email?next=%2Fcn%2Fshop%2Fmain%2Fcart%3Fstep%3Dcheckout&expired=1&kept=1',
    )
    expect(safeReturnPath(new URL(path, 'http://x').searchParams.get('next'))).toBe(
      '/cn/shop/main/cart?step=checkout',
    )
  })
})
