import { describe, expect, it } from 'vitest'
import { formatDateTime } from './format-date.ts'

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm in Hong Kong time (spec §9)', () => {
    expect(formatDateTime('2026-01-05T16:07:00.000Z')).toBe('06/01/2026 00:07')
  })

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('soon')).toBe('soon')
  })
})
