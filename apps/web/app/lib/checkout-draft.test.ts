import { describe, expect, it } from 'vitest'
import { DRAFT_BUDGET_BYTES, DRAFT_TTL_MS, draftFate, draftValues } from './checkout-draft.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('the checkout form kept when the session ends (ADR 065)', () => {
  it('keeps what was typed but not the saved card, the terms box or anything else posted', () => {
    const values = draftValues(
      form({
        name: 'Chan Tai Man',
        phone: '9123 4567',
        district: 'WAN_CHAI',
        payment_method: 'SAVED_CARD',
        card_id: '0b0c5a8e-0d1b-4a55-9c7e-1f3c6d0e2a11',
        terms_accepted: 'yes',
        password: 'Harbour2024',
        owner: 'someone.mac',
      }),
    )
    expect(values).toEqual({
      name: 'Chan Tai Man',
      phone: '9123 4567',
      district: 'WAN_CHAI',
      payment_method: 'SAVED_CARD',
    })
  })

  it('cuts every field to the limit the contract allows', () => {
    const values = draftValues(form({ name: 'x'.repeat(5000), flat: 'y'.repeat(5000) }))
    expect(values.name).toHaveLength(100)
    expect(values.flat).toHaveLength(40)
  })

  it('leaves out the longest free texts first when the Chinese text would not fit a cookie', () => {
    const values = draftValues(
      form({
        name: '陳'.repeat(100),
        address: '香'.repeat(500),
        email: `${'a'.repeat(240)}@example.com`,
        phone: '91234567',
      }),
    )
    expect(values.address).toBeUndefined()
    expect(values.name).toBe('陳'.repeat(100))
    expect(values.phone).toBe('91234567')
    expect(new TextEncoder().encode(JSON.stringify(values)).length).toBeLessThanOrEqual(
      DRAFT_BUDGET_BYTES,
    )
  })

  it('is given back to its own account only, and to nobody after 30 minutes', () => {
    const now = Date.now()
    const member = { owner: 'account-a', at: now, values: {} }
    expect(draftFate(member, { account: 'account-a' }, now)).toBe('restore')
    expect(draftFate(member, { account: 'account-b' }, now)).toBe('drop')
    // not signed in yet: it waits for its member
    expect(draftFate(member, { account: null }, now)).toBe('keep')
    expect(draftFate(member, { account: 'account-a' }, now + DRAFT_TTL_MS + 1)).toBe('drop')
    const guest = { owner: null, at: now, values: {} }
    expect(draftFate(guest, { account: null }, now)).toBe('restore')
    expect(draftFate(guest, { account: 'account-a' }, now)).toBe('drop')
  })
})
