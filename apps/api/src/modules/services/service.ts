import {
  addDays,
  type ConsultationSlots,
  type consultationSlotsQuery,
  type DesignServicesInfo,
  type DesignServicesSettings,
  designServicesSettings,
  hkDate,
  hkInstant,
  STUDIO_TIME_ZONE,
} from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { configurations } from '#api/db/schema/index.ts'
import { DEFAULT_DESIGN_SERVICES, DESIGN_SERVICES_SLUG } from '#api/db/seed/services.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import { servicesRepository as repo } from './repository.ts'
import { freeSlots, type SlotRules } from './slots.ts'

type SlotsQuery = z.output<typeof consultationSlotsQuery>

export const consultationNotFound = () =>
  new NotFoundError('This consultation is not offered', 'CONSULTATION_NOT_FOUND')

/** The latest `design-services` configuration (the defaults when none or an invalid one). */
export async function loadDesignServicesSettings(db: Tx): Promise<DesignServicesSettings> {
  const [row] = await db
    .select({ data: configurations.data })
    .from(configurations)
    .where(eq(configurations.slug, DESIGN_SERVICES_SLUG))
    .orderBy(desc(configurations.version))
    .limit(1)
  const parsed = designServicesSettings.safeParse(row?.data)
  return parsed.success ? parsed.data : DEFAULT_DESIGN_SERVICES
}

export const slotRules = (s: DesignServicesSettings): SlotRules => ({
  stepMinutes: s.slot_step_minutes,
  leadHours: s.lead_hours,
  homeVisitBufferMinutes: s.home_visit_buffer_minutes,
})

/**
 * The free slots of a consultation, computed as a shopper would see them; booking calls it again
 * inside its transaction, so what it offers and what it accepts are the same rules.
 */
export async function slotsFor(
  db: Tx,
  storeId: string,
  variantId: string,
  query: { showroomId?: string | null; district?: string | null; from?: string; days: number },
  now = new Date(),
) {
  const consultation = await repo.consultation(db, storeId, variantId)
  if (!consultation?.format || !consultation.durationMinutes) throw consultationNotFound()
  const settings = await loadDesignServicesSettings(db)
  const format = consultation.format
  let showroomHours: Awaited<ReturnType<typeof repo.showroomHours>> = []
  if (format === 'SHOWROOM') {
    const rooms = await repo.showrooms(db, storeId)
    if (!query.showroomId || !rooms.some((r) => r.id === query.showroomId))
      throw new DomainError(400, 'SHOWROOM_REQUIRED', 'Please choose a showroom', [
        { path: 'showroom_id', message: 'errors.required' },
      ])
    showroomHours = await repo.showroomHours(db, query.showroomId)
  }
  if (format === 'HOME_VISIT' && !query.district)
    throw new DomainError(400, 'DISTRICT_REQUIRED', 'Please choose your district', [
      { path: 'district', message: 'errors.required' },
    ])
  const today = hkDate(now)
  const last = addDays(today, settings.horizon_days - 1)
  const fromDate = query.from && query.from > today ? query.from : today
  const days = Math.max(
    0,
    Math.min(query.days, (Date.parse(last) - Date.parse(fromDate)) / 86_400_000 + 1),
  )
  const toDate = addDays(fromDate, Math.max(days, 1))
  const [designerRows, closures, taken] = await Promise.all([
    repo.designersWithHours(db, storeId),
    repo.closures(db, fromDate, toDate),
    // a home visit's travel buffer may reach into the day before or after
    repo.taken(
      db,
      hkInstant(addDays(fromDate, -1), '00:00'),
      hkInstant(addDays(toDate, 1), '00:00'),
    ),
  ])
  const result = freeSlots(
    {
      format,
      durationMinutes: consultation.durationMinutes,
      showroomId: query.showroomId ?? null,
      showroomHours,
      district: query.district ?? null,
      fromDate,
      days,
      now,
    },
    designerRows,
    closures,
    taken,
    slotRules(settings),
  )
  return { consultation, settings, days: result, designers: designerRows }
}

/** Showrooms and served districts, and the shopper-facing slots (issue 17). */
export function designServices(db: Db) {
  return {
    async info(storeId: string): Promise<DesignServicesInfo> {
      const [rooms, team, settings] = await Promise.all([
        repo.showrooms(db, storeId),
        repo.designersWithHours(db, storeId),
        loadDesignServicesSettings(db),
      ])
      const districts = new Set(team.flatMap((d) => d.homeVisitDistricts))
      return {
        showrooms: rooms.map((r) => ({
          _id: r.id,
          code: r.code,
          name: r.name,
          address: r.address,
          district: r.district,
        })),
        home_visit_districts: [...districts].sort(),
        settings,
      }
    },

    async slots(storeId: string, variantId: string, query: SlotsQuery): Promise<ConsultationSlots> {
      const found = await slotsFor(db, storeId, variantId, {
        showroomId: query.showroom_id ?? null,
        district: query.district ?? null,
        ...(query.from ? { from: query.from } : {}),
        days: query.days,
      })
      return {
        variant_id: variantId,
        format: found.consultation.format as ConsultationSlots['format'],
        duration_minutes: found.consultation.durationMinutes as number,
        time_zone: STUDIO_TIME_ZONE,
        days: found.days.map((d) => ({
          date: d.date,
          slots: d.slots.map((s) => ({
            starts_at: s.startsAt.toISOString(),
            ends_at: s.endsAt.toISOString(),
            designers_free: s.designerIds.length,
          })),
        })),
      }
    },
  }
}
export type DesignServices = ReturnType<typeof designServices>
