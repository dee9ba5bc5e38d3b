import { describe, expect, it } from 'vitest'
import { ORDER_TIMELINE_SLUGS, PAID_STATUSES } from '../orders.ts'
import { messages, translate } from './index.ts'
import { mailMessages } from './mail.ts'

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const textAt = (catalogue: unknown, key: string) =>
  key
    .split('.')
    .reduce((node, part) => (node as Record<string, unknown>)[part], catalogue) as string

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix]
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  )
}

describe('message catalogues', () => {
  it('have the same keys in all three languages, none empty', () => {
    const en = keys(messages.en).sort()
    expect(keys(messages.zh).sort()).toEqual(en)
    expect(keys(messages.cn).sort()).toEqual(en)
    for (const locale of ['en', 'zh', 'cn'] as const) {
      for (const key of en) expect(translate(locale, key as never), `${locale} ${key}`).not.toBe('')
    }
  })

  it('name every payment label, refunds included, in each language (ADR 039)', () => {
    const zh = PAID_STATUSES.map((s) => translate('zh', `orderLabels.paidStatus.${s}`))
    expect(zh).toEqual(['已付款', '等待付款', '部分退款', '已退款'])
    expect(translate('en', 'orderLabels.paidStatus.partially_refunded')).toBe('Partially refunded')
    expect(translate('cn', 'orderLabels.paidStatus.refunded')).toBe('已退款')
    expect(translate('cn', 'printDocs.partiallyRefunded')).toBe('部分退款')
  })

  it('label every step of the order timeline, consultation events included (issue 30)', () => {
    for (const locale of ['en', 'zh', 'cn'] as const) {
      for (const slug of ORDER_TIMELINE_SLUGS) {
        const label = translate(locale, `orderLabels.${slug}` as never)
        expect(label, `${locale} ${slug}`).not.toContain('orderLabels')
        expect(label, `${locale} ${slug}`).not.toBe('')
      }
    }
    expect(translate('en', 'orderLabels.rescheduled')).toBe('Appointment moved')
    expect(translate('zh', 'orderLabels.rescheduled')).toBe('預約已改期')
    expect(translate('cn', 'orderLabels.booking_cancelled')).toBe('预约已取消')
  })

  it('write amounts as HK$ like every price, never "HKD 8,000" (issue 30)', () => {
    for (const locale of ['en', 'zh', 'cn'] as const) {
      for (const key of keys(messages[locale])) {
        const text = translate(locale, key as never)
        expect(text, `${locale} ${key}`).not.toMatch(/HKD\s*(\d|\{\{)/)
      }
    }
    expect(translate('zh', 'membership.earnRate', { count: 1, points: '1' })).toContain('HK$1')
  })

  it('carry the spec §8 toast texts', () => {
    expect(translate('en', 'toast.error')).toBe('Error')
    expect(translate('en', 'toast.serverError')).toBe('Error from Server')
    expect(translate('en', 'errors.emailFormat')).toBe('Email Incorrect Format')
    expect(translate('en', 'errors.phoneFormat')).toBe('Phone Incorrect Format')
    expect(translate('en', 'errors.passwordFormat')).toBe('Password Incorrect Format')
    expect(translate('en', 'toast.success')).toBe('Success')
    expect(translate('zh', 'errors.emailFormat')).toBe('電郵格式不正確')
    expect(translate('cn', 'errors.emailFormat')).toBe('电邮格式不正确')
  })

  it('fills placeholders', () => {
    expect(translate('en', 'footer.copyright', { year: 2026, name: 'Shop' })).toBe(
      '© 2026 Shop. All rights reserved.',
    )
  })

  it('pick the plural form by the language rules (Intl.PluralRules)', () => {
    expect(translate('en', 'cart.link', { count: 0 })).toBe('Cart, 0 items')
    expect(translate('en', 'cart.link', { count: 1 })).toBe('Cart, 1 item')
    expect(translate('en', 'cart.link', { count: 2 })).toBe('Cart, 2 items')
    expect(translate('en', 'blog.likes', { count: 1 })).toBe('1 like')
    expect(translate('en', 'blog.likes', { count: 12 })).toBe('12 likes')
    // Chinese counts without a plural form
    expect(translate('zh', 'cart.link', { count: 1 })).toBe('購物車，1 件')
    expect(translate('cn', 'blog.likes', { count: 1 })).toBe('1 个赞')
  })
})

describe('mail catalogues (issue 29)', () => {
  it('have the same keys and the same placeholders in all three languages, none empty', () => {
    const en = keys(mailMessages.en).sort()
    expect(en.length).toBeGreaterThan(100)
    for (const locale of ['zh', 'cn'] as const) {
      expect(keys(mailMessages[locale]).sort(), locale).toEqual(en)
      for (const key of en) {
        const text = textAt(mailMessages[locale], key)
        expect(text.trim(), `${locale} ${key}`).not.toBe('')
        expect(placeholders(text), `${locale} ${key}`).toEqual(
          placeholders(textAt(mailMessages.en, key)),
        )
      }
    }
  })

  it('stay out of the page catalogues, which the browser downloads', () => {
    expect(keys(messages.en).filter((key) => /^orderMail\./.test(key))).toEqual([])
    const pageTexts = new Set(keys(messages.en).map((key) => translate('en', key as never)))
    expect(pageTexts.has(mailMessages.en.order.refund_due.body)).toBe(false)
  })
})
