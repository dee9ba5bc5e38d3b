import { describe, expect, it } from 'vitest'
import {
  addDays,
  fromHkDateTime,
  hkClock,
  hkDate,
  hkDateTime,
  hkDayRange,
  hkInstant,
  isoWeekday,
  parseHkDate,
  weekdayOf,
} from './hk-time.ts'

describe('Hong Kong time', () => {
  it('is already tomorrow in Hong Kong from 16:00 UTC', () => {
    expect(hkDate(new Date('2026-11-23T15:59:59.999Z'))).toBe('2026-11-23')
    expect(hkDate(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24')
    expect(hkDate('2026-12-31T16:30:00Z')).toBe('2027-01-01')
    expect(hkDate(Date.parse('2028-02-28T16:00:00Z'))).toBe('2028-02-29')
  })

  it('reads the wall clock in Hong Kong whatever the instant is written in', () => {
    expect(hkClock('2027-01-04T17:30:00Z')).toBe('01:30')
    expect(hkClock('2027-01-05T01:30:00+08:00')).toBe('01:30')
    expect(hkDateTime('2026-12-01T01:30:00Z')).toBe('2026-12-01T09:30')
  })

  it('reads nothing or a non-instant as empty instead of failing', () => {
    for (const bad of [null, undefined, '', 'soon', Number.NaN, new Date('2027-02-31T25:00')]) {
      expect(hkDate(bad), String(bad)).toBe('')
      expect(hkClock(bad), String(bad)).toBe('')
      expect(hkDateTime(bad), String(bad)).toBe('')
    }
  })

  it('keeps UTC+8 in summer and winter (no daylight saving)', () => {
    expect(hkInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T02:00:00.000Z')
    expect(hkInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T02:00:00.000Z')
    expect(hkInstant('2026-03-29').toISOString()).toBe('2026-03-28T16:00:00.000Z')
  })

  it('runs a day from midnight to midnight Hong Kong time', () => {
    const { start, end } = hkDayRange('2026-11-24')
    expect(start.toISOString()).toBe('2026-11-23T16:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-24T16:00:00.000Z')
    expect(hkDate(start)).toBe('2026-11-24')
    expect(hkDate(new Date(end.getTime() - 1))).toBe('2026-11-24')
  })
})

describe('Hong Kong calendar', () => {
  it('moves a date across month ends, year ends and leap days', () => {
    expect(addDays('2026-11-24', 14)).toBe('2026-12-08')
    expect(addDays('2026-12-08', -14)).toBe('2026-11-24')
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24')
  })

  it('names weekdays from Sunday 0 and ISO from Monday 1', () => {
    expect(weekdayOf('2026-11-22')).toBe(0)
    expect(isoWeekday('2026-11-22')).toBe(7)
    expect(weekdayOf('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2028-02-29')).toBe(2)
  })

  it('takes real dates only', () => {
    expect(parseHkDate('2028-02-29')).toBe('2028-02-29')
    expect(parseHkDate('2026-12-31')).toBe('2026-12-31')
    for (const bad of ['2027-02-29', '2027-02-31', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(parseHkDate(bad), bad).toBeNull()
    }
    for (const bad of [
      '',
      null,
      undefined,
      '2026-1-5',
      '20261105',
      '2026-11-05T00:00',
      ' 2026-11-05',
    ]) {
      expect(parseHkDate(bad), String(bad)).toBeNull()
    }
  })

  it('reads a datetime-local value as Hong Kong time and leaves anything else to the schema', () => {
    expect(fromHkDateTime('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+08:00')
    expect(fromHkDateTime(' 2026-12-01T09:30 ')).toBe('2026-12-01T09:30:00+08:00')
    expect(fromHkDateTime('')).toBeNull()
    expect(fromHkDateTime('   ')).toBeNull()
    expect(fromHkDateTime('tomorrow')).toBe('tomorrow')
  })
})
