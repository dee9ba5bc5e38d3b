import { type DeliverySlots, type deliverySlotsQuery, hkDistrict } from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { ValidationError } from '#api/lib/errors.ts'
import { availableDates, deliveryCalendar } from './calendar.ts'
import { capacityLimited, slotFull, slotKey } from './capacity.ts'
import { capacityRepository } from './capacity-repository.ts'
import { leadTimeOf } from './lead-time.ts'
import { leadTimeRepository } from './lead-time-repository.ts'
import { loadDeliveryRules } from './rules.ts'

type SlotsQuery = z.output<typeof deliverySlotsQuery>
/** Refuses an unknown store (the cart module's check, handed in so delivery does not import cart). */
export type StoreCheck = { requireStore(storeId: string): Promise<void> }

/** Delivery days and slots in Hong Kong (ADR 022): the same rules checkout checks again. */
export function deliveryService(deps: { db: Db; stores: StoreCheck; now?: () => Date }) {
  const now = deps.now ?? (() => new Date())
  return {
    /** The days a district can be delivered to for these lines (their largest lead time). */
    async slots(storeId: string, query: SlotsQuery): Promise<DeliverySlots> {
      await deps.stores.requireStore(storeId)
      const district = hkDistrict(query.district)
      if (!district)
        throw new ValidationError('Unknown district', [
          { path: 'querystring.district', message: 'errors.districtRequired' },
        ])
      const variants = (await leadTimeRepository.variants(deps.db, query.variant_ids)).filter(
        (v) => v.storeId === storeId,
      )
      const lead = leadTimeOf(variants)
      const rules = await loadDeliveryRules(deps.db)
      const window = availableDates(district, now(), lead, deliveryCalendar(rules))
      // a slot whose capacity its orders fill is not offered; a day with none left neither
      const booked = capacityLimited(rules)
        ? await capacityRepository.bookedBetween(deps.db, window.earliest, window.last)
        : new Map<string, number>()
      const open = window.dates
        .map((day) => ({
          date: day.date,
          slots: day.slots.filter(
            (slot) => !slotFull(rules, day.date, booked.get(slotKey(day.date, slot.code)) ?? 0),
          ),
        }))
        .filter((day) => day.slots.length > 0)
      return {
        district: district.code,
        region: district.region,
        district_name: district.name,
        today: window.today,
        lead_time_days: lead,
        earliest_date: window.earliest,
        last_date: window.last,
        dates: open.map((day) => ({
          date: day.date,
          slots: day.slots.map((slot) => ({ ...slot })),
        })),
      }
    },
  }
}
export type DeliveryService = ReturnType<typeof deliveryService>
