import { describe, expect, it } from 'vitest'
import {
  auditActionWords,
  auditChanges,
  auditEntityWords,
  auditFieldWords,
} from './audit-changes.ts'

describe('an audit entry, shown readably', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(
      auditChanges(
        { role: 'staff', disabled: false, name: 'Mei' },
        { role: 'manager', disabled: false, name: 'Mei' },
      ),
    ).toEqual([{ field: 'role', before: 'staff', after: 'manager' }])
  })

  it('shows a creation as fields that had no value before', () => {
    expect(auditChanges(null, { email: 'mei@shop.test', role: 'staff' })).toEqual([
      { field: 'email', before: null, after: 'mei@shop.test' },
      { field: 'role', before: null, after: 'staff' },
    ])
  })

  it('writes a state kept as a code in words when the catalogue has one', () => {
    const code = (value: string) => ({ partially_refunded: '已部分退款' })[value] ?? null
    expect(
      auditChanges(
        { payment_status: 'paid', note: 'Call first' },
        { payment_status: 'partially_refunded', note: 'call_first' },
        { yes: '是', no: '否', code },
      ),
    ).toEqual([
      { field: 'payment_status', before: 'paid', after: '已部分退款' },
      { field: 'note', before: 'Call first', after: 'call_first' },
    ])
  })

  it('writes nested values as words, never JSON, and plain values as they are', () => {
    expect(auditChanges({ address: { district: 'Wan Chai' } }, { address: null })).toEqual([
      { field: 'address', before: 'district: Wan Chai', after: null },
    ])
    expect(
      auditChanges(
        { title: { en: 'Sofa', zh: '梳化', cn: '沙发' }, active: true, tags: ['oak', 'linen'] },
        {
          title: { en: 'Sofa', zh: '沙發', cn: '沙发' },
          active: false,
          tags: ['oak'],
          ends_at: '2026-11-27T22:30:00.000Z',
        },
        { yes: '是', no: '否' },
      ),
    ).toEqual([
      { field: 'title', before: 'Sofa · 梳化 · 沙发', after: 'Sofa · 沙發 · 沙发' },
      { field: 'active', before: '是', after: '否' },
      { field: 'tags', before: 'oak, linen', after: 'oak' },
      // Hong Kong time, as every date in the back office
      { field: 'ends_at', before: null, after: '28/11/2026 06:30' },
    ])
    expect(auditChanges('PENDING', 'PAID')).toEqual([
      { field: '', before: 'PENDING', after: 'PAID' },
    ])
    expect(auditChanges(null, null)).toEqual([])
  })
})

describe('audit actions, kinds and fields in words', () => {
  const words: Record<string, string> = {
    'audit.entities.order': '訂單',
    'audit.verbs.shipped': '已發貨',
    'audit.entities.refund_due': 'refund due',
    'audit.verbs.settled': 'settled',
    'audit.fields.sale_price': 'Sale price',
  }
  const lookup = (key: string) => words[key] ?? null

  it('says what was done to which kind of record, in the page language', () => {
    expect(auditActionWords('order.shipped', 'order', lookup, 'zh')).toBe('訂單已發貨')
    expect(auditActionWords('refund_due.settled', 'refund_due', lookup, 'en')).toBe(
      'Refund due settled',
    )
    // a bare transition takes the record's own kind
    expect(auditActionWords('shipped', 'order', lookup, 'zh')).toBe('訂單已發貨')
  })

  it('writes a code without a word of its own with spaces, never as the code', () => {
    expect(auditActionWords('widget.colour_changed', 'widget', lookup, 'en')).toBe(
      'Widget colour changed',
    )
    expect(auditEntityWords('payment_record', lookup)).toBe('Payment record')
    expect(auditFieldWords('sale_price', lookup)).toBe('Sale price')
    expect(auditFieldWords('lead_time_days', lookup)).toBe('Lead time days')
  })
})
