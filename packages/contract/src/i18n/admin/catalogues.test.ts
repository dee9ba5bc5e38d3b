import { describe, expect, it } from 'vitest'
import { ORDER_TIMELINE_SLUGS } from '#contract/orders.ts'
import { staffLoginBody, totpEnableBody } from '#contract/staff.ts'
import { adminCatalogue, adminMessage, adminMessages, translateAdmin } from './index.ts'

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix]
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  )
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort()
}

describe('back-office catalogues', () => {
  it('have the same keys in English and Chinese, none empty, same placeholders', () => {
    const en = keys(adminMessages.en).sort()
    expect(keys(adminMessages.zh).sort()).toEqual(en)
    for (const key of en) {
      const english = translateAdmin('en', key as never)
      const chinese = translateAdmin('zh', key as never)
      expect(chinese, key).not.toBe('')
      expect(english, key).not.toBe(key)
      expect(placeholders(chinese), key).toEqual(placeholders(english))
    }
  })

  it('name every step of an order timeline: each status and event, and each staff action on orders', () => {
    // the staff actions audited on an order (apps/api/src/modules/orders), keyed as the timeline
    // keys them (`order.shipped` → `order_shipped`)
    const staffSteps = [
      'order.payment_confirmed',
      'order.proof_rejected',
      'order.shipped',
      'order.delivered',
      'order.completed',
      'order.cancelled',
      'refund.approved',
      'refund.rejected',
      'refund_due.settled',
      'refund_due.retried',
    ]
    for (const slug of [...ORDER_TIMELINE_SLUGS, ...staffSteps]) {
      const key = `orders.timeline.${slug.replace('.', '_')}`
      for (const locale of ['en', 'zh'] as const)
        expect(translateAdmin(locale, key as never), `${locale} ${key}`).not.toBe(key)
    }
  })

  it('fill placeholders', () => {
    expect(translateAdmin('en', 'shell.signedInAs', { name: 'Mei' })).toBe('Signed in as Mei')
    expect(translateAdmin('zh', 'shell.signedInAs', { name: 'Mei' })).toBe('已登入：Mei')
  })

  it("translate the contract's own schema messages on admin pages", () => {
    const login = staffLoginBody.safeParse({ email: 'x', password: 'p', totp_code: '12' })
    expect(login.success).toBe(false)
    const messages = login.error?.issues.map((i) => i.message) ?? []
    expect(messages).toEqual(['errors.emailFormat', 'admin.errors.totpFormat'])
    const zh = adminCatalogue('zh')
    expect(messages.map((m) => adminMessage(zh, 'zh', m))).toEqual([
      '電郵格式不正確',
      '請輸入驗證器應用程式顯示的 6 位數字',
    ])
    const code = totpEnableBody.safeParse({ secret: 'A'.repeat(32), code: 'abc' })
    expect(adminMessage(adminCatalogue('en'), 'en', code.error?.issues[0]?.message ?? '')).toBe(
      'Enter the 6-digit code from your authenticator app',
    )
  })

  it('turn messages it does not know into a plain "check this field"', () => {
    expect(adminMessage(adminCatalogue('en'), 'en', 'Too small: expected string')).toBe(
      'Please check this field',
    )
    expect(adminMessage(adminCatalogue('zh'), 'zh', 'errors.noSuchKey')).toBe('請檢查此欄位')
  })
})
