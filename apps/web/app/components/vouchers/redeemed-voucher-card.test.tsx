import type { RedeemedVoucher } from '@shop/contract/client'
import { zh } from '@shop/contract/i18n/zh'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '#web/lib/i18n.tsx'
import { ToastProvider } from '../toast.tsx'
import { RedeemedVoucherCard } from './redeemed-voucher-card.tsx'

const voucher: RedeemedVoucher = {
  discount_code_id: 'd1',
  voucher_id: 'v1',
  code: 'PTS-AB12CD34',
  title: { en: 'HK$100 off', zh: '減 HK$100', cn: '减 HK$100' },
  terms: { en: 'Once.', zh: '限用一次。', cn: '限用一次。' },
  discount_type: 'FIXED',
  amount_off: '100.00',
  percent_off: null,
  max_discount: null,
  min_spend: '1000.00',
  points_spent: 1000,
  status: 'usable',
  redeemed_at: '2026-11-24T02:00:00.000Z',
  valid_until: '2027-01-23T15:59:59.000Z',
  used_at: null,
  order: null,
}

function render(v: RedeemedVoucher) {
  const Stub = createRoutesStub([
    {
      path: '/account/vouchers',
      Component: () => (
        <I18nProvider locale="zh" messages={zh}>
          <ToastProvider>
            <RedeemedVoucherCard voucher={v} locale="zh" />
          </ToastProvider>
        </I18nProvider>
      ),
    },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/account/vouchers']} />)
}

describe('RedeemedVoucherCard (issue 16)', () => {
  it('offers a usable code for the cart (a plain link) until its last day', () => {
    const html = render(voucher)
    expect(html).toContain('PTS-AB12CD34')
    expect(html).toContain('有效期至 23/01/2027')
    expect(html).toContain('最低消費 HK$1,000')
    expect(html).toContain('href="/shop/main/cart?voucher=PTS-AB12CD34"')
    // "copy code" needs the script and a clipboard: not in the server's page
    expect(html).not.toContain('data-testid="copy-code"')
  })

  it('shows when and on which order a used code went, and no cart link', () => {
    const html = render({
      ...voucher,
      status: 'used',
      used_at: '2026-11-30T04:00:00.000Z',
      order: { _id: 'o9', reference: 'MH-261130-ZZZZ' },
    })
    expect(html).toContain('於 30/11/2026 使用')
    expect(html).toContain('已用於訂單 MH-261130-ZZZZ')
    expect(html).toContain('href="/shop/main/order/o9"')
    expect(html).not.toContain('voucher=PTS-AB12CD34')
  })

  it('says an expired code has expired', () => {
    const html = render({ ...voucher, status: 'expired' })
    expect(html).toContain('已於 23/01/2027 過期')
    expect(html).not.toContain('voucher=PTS-AB12CD34')
  })
})
