import { describe, expect, it } from 'vitest'
import { auditChanges } from './audit-changes.ts'

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

  it('writes nested values as JSON and plain values as they are', () => {
    expect(auditChanges({ address: { district: 'Wan Chai' } }, { address: null })).toEqual([
      { field: 'address', before: '{"district":"Wan Chai"}', after: null },
    ])
    expect(auditChanges('PENDING', 'PAID')).toEqual([
      { field: '', before: 'PENDING', after: 'PAID' },
    ])
    expect(auditChanges(null, null)).toEqual([])
  })
})
