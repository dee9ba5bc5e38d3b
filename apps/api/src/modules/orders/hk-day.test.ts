import { describe, expect, it } from 'vitest'
import { hkDay, hkDayRange } from './hk-day.ts'

describe('Hong Kong days', () => {
  it('is already tomorrow in Hong Kong from 16:00 UTC', () => {
    expect(hkDay(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23')
    expect(hkDay(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24')
  })

  it('runs from midnight to midnight Hong Kong time', () => {
    const { start, end } = hkDayRange('2026-11-24')
    expect(start.toISOString()).toBe('2026-11-23T16:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-24T16:00:00.000Z')
  })
})
