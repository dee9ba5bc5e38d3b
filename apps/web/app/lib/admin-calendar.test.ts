import { describe, expect, it } from 'vitest'
import { calendarRange } from './admin-calendar.ts'

describe('consultation calendar dates', () => {
  it('shows the Monday-to-Sunday week of a date, with the weeks before and after', () => {
    // 2027-01-06 is a Wednesday
    expect(calendarRange('week', '2027-01-06')).toMatchObject({
      view: 'week',
      from: '2027-01-04',
      to: '2027-01-10',
      previous: '2026-12-28',
      next: '2027-01-11',
    })
    expect(calendarRange('week', '2027-01-10').from).toBe('2027-01-04')
  })

  it('shows one day, and today (in Hong Kong) for a missing or malformed date', () => {
    expect(calendarRange('day', '2027-01-06')).toMatchObject({
      days: ['2027-01-06'],
      previous: '2027-01-05',
      next: '2027-01-07',
    })
    const now = new Date('2027-01-05T20:00:00Z')
    expect(calendarRange('day', 'soon', now).date).toBe('2027-01-06')
    expect(calendarRange('day', '2027-02-31', now).date).toBe('2027-01-06')
    expect(calendarRange(null, null, now).view).toBe('week')
  })
})
