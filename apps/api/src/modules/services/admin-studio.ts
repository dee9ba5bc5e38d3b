import {
  ADMIN_STUDIO_CLOSURE_DAYS,
  type AdminClosure,
  type AdminClosureBody,
  type AdminStudio,
  type AdminStudioHoursBody,
  addDays,
  type adminStudioQuery,
  hkDate,
  isUuid,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import {
  type ClosureRow,
  type HoursRow,
  adminStudioRepository as repo,
} from './admin-studio-repository.ts'

const span = (h: Pick<HoursRow, 'weekday' | 'opensAt' | 'closesAt'>) => ({
  weekday: h.weekday,
  opens_at: h.opensAt,
  closes_at: h.closesAt,
})
const byDayAndTime = (a: ReturnType<typeof span>, b: ReturnType<typeof span>) =>
  a.weekday - b.weekday || a.opens_at.localeCompare(b.opens_at)

function closureJson(c: ClosureRow): AdminClosure {
  return {
    _id: c.id,
    showroom_id: c.showroomId,
    designer_id: c.designerId,
    starts_on: c.startsOn,
    ends_on: c.endsOn,
    reason: c.reason,
    is_public_holiday: c.isPublicHoliday,
  }
}

const ownerNotFound = () =>
  new NotFoundError('No showroom or designer has this id', 'STUDIO_OWNER_NOT_FOUND')
const closureNotFound = () => new NotFoundError('No closure has this id', 'CLOSURE_NOT_FOUND')

/**
 * The studio's weekly hours and closures in the back office (issue 17). The shoppers' free slots
 * are computed from these tables on each request, so a change shows there at once.
 */
export function adminStudioService(db: Db) {
  return {
    async overview(
      query: z.output<typeof adminStudioQuery>,
      now = new Date(),
    ): Promise<AdminStudio> {
      const from = query.from ?? hkDate(now)
      const to = query.to && query.to >= from ? query.to : addDays(from, ADMIN_STUDIO_CLOSURE_DAYS)
      const [rooms, team, closures] = await Promise.all([
        repo.showrooms(db),
        repo.designers(db),
        repo.closures(db, from, to),
      ])
      const hours = await repo.hours(
        db,
        rooms.map((r) => r.id),
        team.map((d) => d.id),
      )
      const weekOf = (pick: (h: HoursRow) => boolean) =>
        hours.filter(pick).map(span).sort(byDayAndTime)
      return {
        showrooms: rooms.map((r) => ({
          _id: r.id,
          code: r.code,
          name: r.name,
          district: r.district,
          hours: weekOf((h) => h.showroomId === r.id),
        })),
        designers: team.map((d) => ({
          _id: d.id,
          code: d.code,
          name: d.name,
          showroom_id: d.showroomId,
          home_visit_districts: d.homeVisitDistricts,
          hours: weekOf((h) => h.designerId === d.id),
        })),
        from,
        to,
        closures: closures.map(closureJson),
      }
    },

    /** Replaces the week of one showroom or designer (the contract checked times and overlaps). */
    async setHours(actor: StaffCaller, body: AdminStudioHoursBody) {
      const owner = body.showroom_id
        ? { showroomId: body.showroom_id }
        : { designerId: body.designer_id as string }
      const after = body.hours.map((h) => ({ ...h })).sort(byDayAndTime)
      return db.transaction(async (tx) => {
        if (!(await repo.lockOwner(tx, owner))) throw ownerNotFound()
        const before = (await repo.ownerHours(tx, owner)).map(span)
        if (JSON.stringify(before) === JSON.stringify(after)) return after
        await repo.replaceHours(
          tx,
          owner,
          after.map((h) => ({ weekday: h.weekday, opensAt: h.opens_at, closesAt: h.closes_at })),
        )
        await recordAudit(tx, actor, {
          action: 'studio.hours_changed',
          entityType: body.showroom_id ? 'showroom' : 'designer',
          entityId: body.showroom_id ?? (body.designer_id as string),
          before: { hours: before },
          after: { hours: after },
        })
        return after
      })
    },

    async addClosure(actor: StaffCaller, body: AdminClosureBody): Promise<AdminClosure> {
      return db.transaction(async (tx) => {
        if (body.showroom_id && !(await repo.lockOwner(tx, { showroomId: body.showroom_id })))
          throw ownerNotFound()
        if (body.designer_id && !(await repo.lockOwner(tx, { designerId: body.designer_id })))
          throw ownerNotFound()
        const row = await repo.insertClosure(tx, {
          showroomId: body.showroom_id ?? null,
          designerId: body.designer_id ?? null,
          startsOn: body.starts_on,
          endsOn: body.ends_on,
          reason: body.reason,
        })
        const json = closureJson(row)
        await recordAudit(tx, actor, {
          action: 'studio.closure_added',
          entityType: 'studio_closure',
          entityId: row.id,
          after: json,
        })
        return json
      })
    },

    async removeClosure(actor: StaffCaller, id: string): Promise<void> {
      if (!isUuid(id)) throw closureNotFound()
      await db.transaction(async (tx) => {
        const gone = await repo.deleteClosure(tx, id.toLowerCase())
        if (!gone) throw closureNotFound()
        await recordAudit(tx, actor, {
          action: 'studio.closure_removed',
          entityType: 'studio_closure',
          entityId: gone.id,
          before: closureJson(gone),
        })
      })
    },
  }
}
export type AdminStudioService = ReturnType<typeof adminStudioService>
