import {
  DEFAULT_LEAD_TIME_DAYS,
  HK_HOLIDAYS,
  type HkDistrict,
  hkDate,
  hkDistrict,
  isoWeekday,
} from '@shop/contract'
import { describe, expect, it } from 'vitest'
import {
  addWorkingDays,
  availableDates,
  deliveryWindow,
  isWorkingDay,
  slotProblem,
} from './calendar.ts'
import { leadTimeOf } from './lead-time.ts'

const district = (code: string): HkDistrict => {
  const found = hkDistrict(code)
  if (!found) throw new Error(`no district ${code}`)
  return found
}
const kwunTong = district('kwun-tong')
const islands = district('islands')
/** 10:00 on Thursday 18 June 2026 in Hong Kong (02:00 UTC): the day before Tuen Ng. */
const THURSDAY = new Date('2026-06-18T02:00:00Z')

describe('delivery calendar (fixed clock, Hong Kong time)', () => {
  it('takes the date in Hong Kong, not the server’s', () => {
    // 00:30 on Saturday in Hong Kong is still Friday in UTC
    expect(hkDate(new Date('2026-05-08T16:30:00Z'))).toBe('2026-05-09')
    expect(hkDate(new Date('2026-05-08T15:59:00Z'))).toBe('2026-05-08')
  })

  it('counts lead time in working days: no Sundays, no public holidays', () => {
    // Friday 19 June is Tuen Ng and the 21st a Sunday: Saturday 20th, then Monday 22nd
    expect(addWorkingDays('2026-06-18', 2)).toBe('2026-06-22')
    // Lunar New Year 17–19 February 2026
    expect(addWorkingDays('2026-02-16', 2)).toBe('2026-02-21')
    expect(addWorkingDays('2026-06-18', 0)).toBe('2026-06-18')
    expect(deliveryWindow(THURSDAY, DEFAULT_LEAD_TIME_DAYS)).toEqual({
      today: '2026-06-18',
      earliest: '2026-06-22',
      last: '2026-07-18',
    })
  })

  it('offers the district’s days from the earliest date for 30 days, never Sundays or holidays', () => {
    const open = availableDates(kwunTong, THURSDAY, 2)
    const dates = open.dates.map((d) => d.date)
    expect(dates[0]).toBe('2026-06-22')
    expect(dates.at(-1)).toBe('2026-07-18')
    expect(dates).not.toContain('2026-07-01') // HKSAR Establishment Day
    expect(dates.some((d) => isoWeekday(d) === 7)).toBe(false)
    // Monday to Saturday in Kowloon: 27 days from 22 June to 18 July, less 3 Sundays and 1 holiday
    expect(dates).toHaveLength(23)
    expect(open.dates[0]?.slots.map((s) => `${s.start}–${s.end}`)).toEqual([
      '10:00–13:00',
      '14:00–18:00',
    ])
  })

  it('serves the Outlying Islands on fewer days (Tuesday, Thursday, Saturday)', () => {
    const dates = availableDates(islands, THURSDAY, 2).dates.map((d) => d.date)
    expect(dates[0]).toBe('2026-06-23')
    expect(new Set(dates.map(isoWeekday))).toEqual(new Set([2, 4, 6]))
  })

  it('says why a slot cannot be booked', () => {
    const check = (date: string, d = kwunTong, lead = 2, slot: 'AM' | 'PM' = 'AM') =>
      slotProblem({ date, slot }, d, THURSDAY, lead)
    expect(check('2026-06-22')).toBeNull()
    expect(check('2026-06-22', kwunTong, 2, 'PM')).toBeNull()
    expect(check('2026-06-28')).toBe('sunday')
    expect(check('2026-07-01')).toBe('holiday')
    expect(check('2026-06-19')).toBe('holiday')
    expect(check('2026-06-22', islands)).toBe('district_off_day')
    expect(check('2026-06-23', islands)).toBeNull()
    // Saturday 20 June is a working day, but only one working day away
    expect(check('2026-06-20')).toBe('too_early')
    expect(check('2026-06-18')).toBe('too_early')
    expect(check('2026-06-17')).toBe('too_early')
    // a longer lead time moves the earliest day: 5 working days → Thursday 25 June
    expect(check('2026-06-24', kwunTong, 5)).toBe('too_early')
    expect(check('2026-06-25', kwunTong, 5)).toBeNull()
    expect(check('2026-07-18')).toBeNull()
    expect(check('2026-07-20')).toBe('too_late')
  })

  it('keeps the holiday list as data for 2026 and 2027, none on a date twice', () => {
    const dates = HK_HOLIDAYS.map((h) => h.date)
    expect(new Set(dates).size).toBe(dates.length)
    expect(dates.filter((d) => d.startsWith('2026'))).toHaveLength(17)
    expect(dates.filter((d) => d.startsWith('2027'))).toHaveLength(17)
    for (const holiday of HK_HOLIDAYS) {
      expect(isWorkingDay(holiday.date)).toBe(false)
      expect(holiday.name.zh && holiday.name.cn && holiday.name.en).toBeTruthy()
    }
  })
})

describe('lead time of the lines', () => {
  it('takes the largest, with the default for lines that name none', () => {
    expect(leadTimeOf([])).toBe(DEFAULT_LEAD_TIME_DAYS)
    expect(leadTimeOf([{ leadTimeDays: null }, {}])).toBe(DEFAULT_LEAD_TIME_DAYS)
    expect(leadTimeOf([{ leadTimeDays: 5 }, { leadTimeDays: null }])).toBe(5)
    expect(leadTimeOf([{ leadTimeDays: 0 }])).toBe(0)
    expect(leadTimeOf([{ leadTimeDays: 0 }, { leadTimeDays: 1 }])).toBe(1)
  })
})
