import type { HkAddress } from './delivery.ts'
import { hkDistrict, hkRegion } from './hk-districts.ts'
import { isoWeekday } from './hk-time.ts'
import type { Locale } from './locales.ts'
import { pickText } from './localized.ts'
import { fromCents, type Money, toCents } from './money.ts'

/**
 * Home delivery in Hong Kong (ADR 022): time slots, lead time, the carrying fee for walk-ups and
 * how an address and a slot read. Browser-safe (no zod): the checkout step previews the carrying
 * fee with the same function the API charges with.
 */

/** The courier's time slots; every serving day offers each of them. */
export const DELIVERY_SLOTS = [
  { code: 'AM', start: '10:00', end: '13:00' },
  { code: 'PM', start: '14:00', end: '18:00' },
] as const
export const DELIVERY_SLOT_CODES = ['AM', 'PM'] as const
export type DeliverySlotCode = (typeof DELIVERY_SLOT_CODES)[number]

/** A slot can be booked up to this many days after today (Hong Kong time). */
export const DELIVERY_WINDOW_DAYS = 30
/**
 * Working days (not Sunday, not a public holiday) between today and the earliest delivery, for a
 * line whose product or variant names no lead time of its own.
 */
export const DEFAULT_LEAD_TIME_DAYS = 2

/** How the courier reaches the flat: a lift, or stairs (the carrying fee applies). */
export const ACCESS_METHODS = ['LIFT', 'STAIRS'] as const
export type AccessMethod = (typeof ACCESS_METHODS)[number]
/**
 * The carrying fee: HKD per floor carried up by stairs, for each piece of furniture (a unit of a
 * line in the living room, dining, bedroom or outdoor categories). Décor goes up in one trip.
 * Staff change it in the back office (`delivery.carrying_fee_per_floor`, ADR 053); this is the
 * seeded default, and what a version saved before the setting existed reads.
 */
export const DEFAULT_CARRYING_FEE_PER_FLOOR: Money = '40.00'
/** Products in these categories (or their children) are furniture, carried piece by piece. */
export const FURNITURE_CATEGORY_SLUGS = ['living-room', 'dining', 'bedroom', 'outdoor'] as const
/** Walk-ups in Hong Kong have at most nine storeys; twenty leaves room for village houses on slopes. */
export const MAX_CARRY_FLOORS = 20

/** per floor × floors × pieces, in cents (never a float); 0 when nothing is carried. */
export function carryingFee(perFloor: Money, floors: number, pieces: number): Money {
  if (!Number.isInteger(floors) || !Number.isInteger(pieces) || floors <= 0 || pieces <= 0)
    return '0.00'
  return fromCents(toCents(perFloor) * Math.min(floors, MAX_CARRY_FLOORS) * pieces)
}

export const slotTime = (code: string): string => {
  const slot = DELIVERY_SLOTS.find((s) => s.code === code)
  return slot ? `${slot.start}–${slot.end}` : code
}

const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  zh: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
  cn: ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日'],
}

/** spec §9 dates as DD/MM/YYYY, with the weekday: "Thu 14/05/2026", "14/05/2026（星期四）". */
export function formatDeliveryDate(date: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  const day = `${match[3]}/${match[2]}/${match[1]}`
  const weekday = WEEKDAYS[locale][isoWeekday(date) - 1]
  return locale === 'en' ? `${weekday} ${day}` : `${day}（${weekday}）`
}

/** "Thu 14/05/2026, 10:00–13:00". */
export function formatDeliverySlot(slot: { date: string; slot: string }, locale: Locale): string {
  return `${formatDeliveryDate(slot.date, locale)}${locale === 'en' ? ', ' : ' '}${slotTime(slot.slot)}`
}

const CHINESE_FLOORS: Record<string, string> = { G: '地下', LG: '低層地下', UG: '高層地下' }

/** "5/F", "G/F" in English; "5樓", "地下" in Chinese. */
export function floorLabel(floor: string, locale: Locale): string {
  if (locale === 'en') return `${floor}/F`
  const named = CHINESE_FLOORS[floor]
  return named
    ? locale === 'cn'
      ? named.replace('層', '层')
      : named
    : `${floor}${locale === 'cn' ? '楼' : '樓'}`
}

/**
 * One line, the way the language writes a Hong Kong address: from the flat outwards in English
 * ("Flat A, 5/F, Wing Fat Building, 12 Fa Yuen Street, Yau Tsim Mong, Kowloon"), from the region
 * inwards in Chinese ("九龍 油尖旺區 花園街12號 永發大廈 5樓A室").
 */
export function formatHkAddress(address: HkAddress, locale: Locale): string {
  const district = pickText(hkDistrict(address.district)?.name, locale)
  const region = pickText(hkRegion(address.region)?.name, locale)
  const floor = floorLabel(address.floor, locale)
  if (locale === 'en') {
    return [
      address.flat && `Flat ${address.flat}`,
      floor,
      address.building,
      address.street,
      district,
      region,
    ]
      .filter(Boolean)
      .join(', ')
  }
  const flat = address.flat ? `${address.flat}室` : ''
  return [region, district, address.street, address.building, `${floor}${flat}`]
    .filter(Boolean)
    .join(' ')
}
