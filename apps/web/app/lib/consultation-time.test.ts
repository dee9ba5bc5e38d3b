import { describe, expect, it } from 'vitest'
import { consultationTime, dayLabel } from './consultation-time.ts'

describe('consultation times in Hong Kong', () => {
  it('labels a day in each language', () => {
    expect(dayLabel('2026-11-25', 'en')).toBe('Wed 25 Nov')
    expect(dayLabel('2026-11-25', 'zh')).toBe('11月25日（三）')
    expect(dayLabel('2026-11-29', 'cn')).toBe('11月29日（日）')
  })

  it('reads an instant in Hong Kong time, across the UTC date line', () => {
    // 17:00 UTC is 01:00 the next morning in Hong Kong
    expect(consultationTime('2026-11-24T17:00:00.000Z', '2026-11-24T18:00:00.000Z', 'zh')).toBe(
      '11月25日（三） 01:00–02:00',
    )
    expect(consultationTime('2026-11-25T02:00:00Z', '2026-11-25T04:00:00Z', 'en')).toBe(
      'Wed 25 Nov, 10:00–12:00',
    )
  })
})
