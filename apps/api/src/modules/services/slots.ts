import { addDays, hkInstant, weekdayOf } from '@shop/contract'

/**
 * Free consultation slots (issue 17), pure so it can be tested hour by hour. Everything is in
 * Hong Kong time, which is UTC+8 all year (no daylight saving), so a local time converts to an
 * instant by a fixed offset.
 */
export type Format = 'SHOWROOM' | 'VIDEO' | 'HOME_VISIT'
export type Hours = { weekday: number; opensAt: string; closesAt: string }
export type Closure = {
  showroomId: string | null
  designerId: string | null
  startsOn: string
  endsOn: string
}
export type DesignerDay = {
  id: string
  showroomId: string
  homeVisitDistricts: readonly string[]
  hours: readonly Hours[]
}

export type SlotRules = {
  /** Minutes between possible starts, and the unit slots are held in. */
  stepMinutes: number
  /** Earliest start after now. */
  leadHours: number
  /** Home visits hold this long before and after the visit for travel. */
  homeVisitBufferMinutes: number
}

export type SlotQuery = {
  format: Format
  durationMinutes: number
  /** SHOWROOM: where; its hours and closures count too. */
  showroomId?: string | null
  showroomHours?: readonly Hours[]
  /** HOME_VISIT: the flat's district; only designers serving it. */
  district?: string | null
  /** Hong Kong dates, inclusive. */
  fromDate: string
  days: number
  now: Date
}

export type Slot = { startsAt: Date; endsAt: Date; designerIds: string[] }
export type Day = { date: string; slots: Slot[] }

const MINUTE = 60_000

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** The slot units a booking holds: the visit, and for a home visit the travel on both sides. */
export function heldUnits(
  format: Format,
  startsAt: Date,
  durationMinutes: number,
  rules: Pick<SlotRules, 'stepMinutes' | 'homeVisitBufferMinutes'>,
): Date[] {
  const buffer = format === 'HOME_VISIT' ? rules.homeVisitBufferMinutes : 0
  const first = startsAt.getTime() - buffer * MINUTE
  const last = startsAt.getTime() + (durationMinutes + buffer) * MINUTE
  const units: Date[] = []
  for (let t = first; t < last; t += rules.stepMinutes * MINUTE) units.push(new Date(t))
  return units
}

const unitKey = (designerId: string, at: Date) => `${designerId}|${at.getTime()}`

/** Intersection of two lists of [from, to) minute spans of one day. */
function intersect(a: [number, number][], b: [number, number][]): [number, number][] {
  const out: [number, number][] = []
  for (const [a1, a2] of a)
    for (const [b1, b2] of b) {
      const from = Math.max(a1, b1)
      const to = Math.min(a2, b2)
      if (from < to) out.push([from, to])
    }
  return out
}

const spans = (hours: readonly Hours[], weekday: number): [number, number][] =>
  hours
    .filter((h) => h.weekday === weekday)
    .map((h) => [toMinutes(h.opensAt), toMinutes(h.closesAt)] as [number, number])

/**
 * The free slots of the next days: where a designer who can take this format works (and, for a
 * showroom, the showroom is open), outside closures and public holidays, after the lead time,
 * with every unit the booking would hold still free.
 */
export function freeSlots(
  query: SlotQuery,
  designers: readonly DesignerDay[],
  closures: readonly Closure[],
  taken: Iterable<{ designerId: string; slotStart: Date }>,
  rules: SlotRules,
): Day[] {
  const busy = new Set<string>()
  for (const t of taken) busy.add(unitKey(t.designerId, t.slotStart))
  const earliest = query.now.getTime() + rules.leadHours * 60 * MINUTE
  const eligible = designers.filter((d) => {
    if (query.format === 'SHOWROOM') return d.showroomId === query.showroomId
    if (query.format === 'HOME_VISIT')
      return Boolean(query.district) && d.homeVisitDistricts.includes(query.district as string)
    return true
  })
  const closed = (date: string, designer: DesignerDay) =>
    closures.some(
      (c) =>
        c.startsOn <= date &&
        date <= c.endsOn &&
        ((c.showroomId === null && c.designerId === null) ||
          c.designerId === designer.id ||
          (query.format === 'SHOWROOM' && c.showroomId === query.showroomId)),
    )

  const days: Day[] = []
  for (let i = 0; i < query.days; i++) {
    const date = addDays(query.fromDate, i)
    const weekday = weekdayOf(date)
    const byStart = new Map<number, Slot>()
    for (const designer of eligible) {
      if (closed(date, designer)) continue
      let windows = spans(designer.hours, weekday)
      if (query.format === 'SHOWROOM')
        windows = intersect(windows, spans(query.showroomHours ?? [], weekday))
      for (const [open, close] of windows) {
        for (let m = open; m + query.durationMinutes <= close; m += rules.stepMinutes) {
          const hh = String(Math.floor(m / 60)).padStart(2, '0')
          const mm = String(m % 60).padStart(2, '0')
          const startsAt = hkInstant(date, `${hh}:${mm}`)
          if (startsAt.getTime() < earliest) continue
          const units = heldUnits(query.format, startsAt, query.durationMinutes, rules)
          if (units.some((u) => busy.has(unitKey(designer.id, u)))) continue
          const slot = byStart.get(startsAt.getTime()) ?? {
            startsAt,
            endsAt: new Date(startsAt.getTime() + query.durationMinutes * MINUTE),
            designerIds: [],
          }
          slot.designerIds.push(designer.id)
          byStart.set(startsAt.getTime(), slot)
        }
      }
    }
    const slots = [...byStart.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    days.push({ date, slots })
  }
  return days
}
