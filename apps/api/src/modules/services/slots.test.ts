import { hkClock, hkDate, hkInstant } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { type Closure, type DesignerDay, freeSlots, heldUnits, type SlotQuery } from './slots.ts'

const RULES = { stepMinutes: 30, leadHours: 24, homeVisitBufferMinutes: 30 }
const weekdays = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt, closesAt }))

const ada: DesignerDay = {
  id: 'ada',
  showroomId: 'wan-chai',
  homeVisitDistricts: ['sha-tin', 'tai-po'],
  hours: weekdays('10:00', '18:00'),
}
const ben: DesignerDay = {
  id: 'ben',
  showroomId: 'tsim-sha-tsui',
  homeVisitDistricts: ['kowloon-city'],
  hours: weekdays('12:00', '20:00'),
}
// Monday 7 December 2026, 09:00 in Hong Kong
const NOW = hkInstant('2026-12-07', '09:00')
const base: SlotQuery = {
  format: 'VIDEO',
  durationMinutes: 60,
  fromDate: '2026-12-08',
  days: 1,
  now: NOW,
}
const starts = (days: ReturnType<typeof freeSlots>, i = 0) =>
  (days[i]?.slots ?? []).map((s) => hkClock(s.startsAt))

describe('Hong Kong time', () => {
  it('is UTC+8 all year, with no daylight saving', () => {
    expect(hkInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T02:00:00.000Z')
    expect(hkInstant('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T02:00:00.000Z')
    expect(hkDate(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01')
  })
})

describe('freeSlots', () => {
  it('offers every half hour a designer works, for the whole visit', () => {
    const days = freeSlots(base, [ada], [], [], RULES)
    expect(starts(days)[0]).toBe('10:00')
    expect(starts(days).at(-1)).toBe('17:00')
    expect(starts(days)).toHaveLength(15)
  })

  it('keeps a showroom visit within both the showroom and the designer hours', () => {
    const days = freeSlots(
      {
        ...base,
        format: 'SHOWROOM',
        showroomId: 'wan-chai',
        showroomHours: weekdays('11:00', '16:00'),
      },
      [ada, ben],
      [],
      [],
      RULES,
    )
    expect(starts(days)[0]).toBe('11:00')
    expect(starts(days).at(-1)).toBe('15:00')
    expect(days[0]?.slots.every((s) => s.designerIds.join() === 'ada')).toBe(true)
  })

  it('sends home visits only to designers serving the district', () => {
    const query = { ...base, format: 'HOME_VISIT' as const, durationMinutes: 120 }
    expect(
      freeSlots({ ...query, district: 'sha-tin' }, [ada, ben], [], [], RULES)[0]?.slots[0]
        ?.designerIds,
    ).toEqual(['ada'])
    expect(
      freeSlots({ ...query, district: 'islands' }, [ada, ben], [], [], RULES)[0]?.slots,
    ).toEqual([])
    expect(freeSlots({ ...query, district: null }, [ada, ben], [], [], RULES)[0]?.slots).toEqual([])
  })

  it('closes on Sundays without hours, on public holidays and on a designer’s leave', () => {
    const holiday: Closure = {
      showroomId: null,
      designerId: null,
      startsOn: '2026-12-25',
      endsOn: '2026-12-26',
    }
    const leave: Closure = {
      showroomId: null,
      designerId: 'ada',
      startsOn: '2026-12-10',
      endsOn: '2026-12-10',
    }
    const days = freeSlots(
      { ...base, fromDate: '2026-12-08', days: 21 },
      [ada],
      [holiday, leave],
      [],
      RULES,
    )
    const open = (date: string) => (days.find((d) => d.date === date)?.slots.length ?? 0) > 0
    expect(open('2026-12-13')).toBe(false) // Sunday
    expect(open('2026-12-25')).toBe(false)
    expect(open('2026-12-26')).toBe(false)
    expect(open('2026-12-10')).toBe(false)
    expect(open('2026-12-11')).toBe(true)
  })

  it('closes a showroom for its own closure but not video calls', () => {
    const closure: Closure = {
      showroomId: 'wan-chai',
      designerId: null,
      startsOn: '2026-12-08',
      endsOn: '2026-12-08',
    }
    const showroom = {
      ...base,
      format: 'SHOWROOM' as const,
      showroomId: 'wan-chai',
      showroomHours: weekdays('10:00', '18:00'),
    }
    expect(freeSlots(showroom, [ada], [closure], [], RULES)[0]?.slots).toEqual([])
    expect(freeSlots(base, [ada], [closure], [], RULES)[0]?.slots.length).toBeGreaterThan(0)
  })

  it('starts no sooner than the lead time', () => {
    const now = hkInstant('2026-12-07', '14:10')
    const days = freeSlots({ ...base, now }, [ada], [], [], RULES)
    expect(starts(days)[0]).toBe('14:30')
  })

  it('leaves out what a booking holds, with the travel buffer around a home visit', () => {
    const visit = hkInstant('2026-12-08', '13:00')
    const held = heldUnits('HOME_VISIT', visit, 120, RULES).map((slotStart) => ({
      designerId: 'ada',
      slotStart,
    }))
    expect(held).toHaveLength(6) // 12:30 to 15:30
    const video = starts(freeSlots(base, [ada], [], held, RULES))
    // a one-hour call must end by 12:30 and may start at 15:30
    expect(video).toContain('11:30')
    expect(video).not.toContain('12:00')
    expect(video).not.toContain('15:00')
    expect(video).toContain('15:30')
    const home = starts(
      freeSlots(
        { ...base, format: 'HOME_VISIT', district: 'sha-tin', durationMinutes: 120 },
        [ada],
        [],
        held,
        RULES,
      ),
    )
    // a second home visit needs its own travel time: ends by 12:00 or starts at 16:00
    expect(home).toContain('10:00')
    expect(home).not.toContain('10:30')
    expect(home).toContain('16:00')
    expect(home).not.toContain('15:30')
  })

  it('lists a moment once with every designer free then', () => {
    const cara = { ...ada, id: 'cara' }
    const days = freeSlots(
      base,
      [ada, cara],
      [],
      [{ designerId: 'ada', slotStart: hkInstant('2026-12-08', '10:00') }],
      RULES,
    )
    expect(days[0]?.slots[0]).toMatchObject({ designerIds: ['cara'] })
    expect(days[0]?.slots[2]?.designerIds).toEqual(['ada', 'cara'])
  })
})
