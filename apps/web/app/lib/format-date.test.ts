import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format-date.ts'

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm in Hong Kong time (spec §9)', () => {
    expect(formatDateTime('2026-01-05T16:07:00.000Z')).toBe('06/01/2026 00:07')
  })

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('soon')).toBe('soon')
  })
})

describe('formatDate', () => {
  it('shows the Hong Kong day of an instant', () => {
    // 31 Dec 2027 16:00 UTC is already 1 Jan 2028 in Hong Kong
    expect(formatDate('2027-12-31T15:59:59.000Z')).toBe('31/12/2027')
    expect(formatDate('2027-12-31T16:00:00.000Z')).toBe('01/01/2028')
  })
})
