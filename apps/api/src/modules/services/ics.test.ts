import { describe, expect, it } from 'vitest'
import { calendarFile } from './ics.ts'

describe('calendarFile', () => {
  const event = {
    uid: 'booking-1@maisonharbour.hk',
    sequence: 2,
    startsAt: new Date('2026-12-08T05:00:00Z'),
    endsAt: new Date('2026-12-08T07:00:00Z'),
    summary: 'Home visit, design consultation',
    location: 'Flat 12A, Block 3, City One, Sha Tin; New Territories',
    description: '上門設計諮詢，請準備平面圖。\nBring your floor plan.',
    url: 'https://shop.test/zh/shop/main/order/1',
    now: new Date('2026-11-24T12:00:00Z'),
  }

  it('writes a calendar entry with UTC times, escaped text and CRLF lines', () => {
    const ics = calendarFile(event)
    expect(ics).toContain('BEGIN:VEVENT\r\n')
    expect(ics).toContain('DTSTART:20261208T050000Z\r\n')
    expect(ics).toContain('DTEND:20261208T070000Z\r\n')
    expect(ics).toContain('SEQUENCE:2\r\n')
    expect(ics).toContain('LOCATION:Flat 12A\\, Block 3\\, City One\\, Sha Tin\\; New Territories')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('folds long lines at 75 octets without splitting a Chinese character', () => {
    const ics = calendarFile({ ...event, description: '上門設計諮詢'.repeat(20) })
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain(`DESCRIPTION:${'上門設計諮詢'.repeat(20)}`)
  })

  it('marks a cancelled consultation so calendars remove it', () => {
    const ics = calendarFile({ ...event, cancelled: true })
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain('STATUS:CANCELLED')
  })
})
