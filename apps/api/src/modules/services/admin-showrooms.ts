import {
  type AdminDesigner,
  type AdminDesigners,
  type AdminShowroom,
  type AdminShowrooms,
  type adminDesignerBody,
  type adminDesignerPatch,
  type adminShowroomBody,
  type adminShowroomPatch,
  isUuid,
  MAIN_STORE_ID,
  type ShownShowroom,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { fillChinese, optionalText } from '../catalog-admin/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import {
  type DesignerRow,
  adminShowroomsRepository as repo,
  type ShowroomRow,
} from './admin-showrooms-repository.ts'

type ShowroomBody = z.output<typeof adminShowroomBody>
type ShowroomPatch = z.output<typeof adminShowroomPatch>
type DesignerBody = z.output<typeof adminDesignerBody>
type DesignerPatch = z.output<typeof adminDesignerPatch>

const showroomNotFound = () => new NotFoundError('No showroom has this id', 'SHOWROOM_NOT_FOUND')
const designerNotFound = () => new NotFoundError('No designer has this id', 'DESIGNER_NOT_FOUND')

/** What the audit keeps of a showroom (no counts, no timestamps). */
const showroomFields = (r: ShowroomRow) => ({
  name: r.name,
  address: r.address,
  district: r.district,
  phone: r.phone,
  opening_text: r.openingText,
  is_active: r.isActive,
})
const designerFields = (d: DesignerRow) => ({
  name: d.name,
  title: d.title,
  showroom_id: d.showroomId,
  home_visit_districts: d.homeVisitDistricts,
  is_active: d.isActive,
})

export const shownShowroomJson = (r: ShowroomRow): ShownShowroom => ({
  _id: r.id,
  code: r.code,
  name: r.name,
  address: r.address,
  district: r.district,
  phone: r.phone,
  opening_text: r.openingText,
})

/** A reference from a name: lower-case latin letters and digits joined by dashes. */
function codeFrom(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return base || 'item'
}

async function freeCode(tx: Tx, table: 'showrooms' | 'designers', name: string) {
  const base = codeFrom(name)
  for (let n = 1; ; n++) {
    const code = n === 1 ? base : `${base}-${n}`
    if (!(await repo.codeTaken(tx, table, code))) return code
  }
}

/**
 * Refused with the number to move first: a booking is never left with a designer or showroom
 * that is no longer offered (ADR 054). Counted under the row's lock.
 */
function bookingsToMove(kind: 'showroom' | 'designer', n: number) {
  return new DomainError(
    409,
    kind === 'showroom' ? 'SHOWROOM_HAS_BOOKINGS' : 'DESIGNER_HAS_BOOKINGS',
    `Move or cancel the ${n} future booking${n === 1 ? '' : 's'} of this ${kind} first`,
    [{ path: 'is_active', message: `admin.showrooms.errors.${kind}Bookings` }],
  )
}

const badShowroom = () =>
  new DomainError(400, 'SHOWROOM_NOT_FOUND', 'Choose an open showroom', [
    { path: 'showroom_id', message: 'admin.showrooms.errors.showroom' },
  ])

/**
 * Showrooms and designers in the back office (issues 27 and 30, ADR 054). Every save is audited
 * in its transaction (before → after) and clears the storefront's caches in every process once
 * committed: the footer, the contact page and booking read these rows.
 */
export function adminShowroomsService({ db, cache }: { db: Db; cache: ResponseCache }) {
  const committed = <T>(value: T) => {
    cache.clear()
    return value
  }

  return {
    async showrooms(now = new Date()): Promise<AdminShowrooms> {
      const [rows, team, future] = await Promise.all([
        repo.showrooms(db),
        repo.designers(db),
        repo.futureBookings(db, now),
      ])
      const data: AdminShowroom[] = rows.map((r) => ({
        ...shownShowroomJson(r),
        is_active: r.isActive,
        designers: team.filter((d) => d.isActive && d.showroomId === r.id).length,
        future_bookings: future.showrooms.get(r.id) ?? 0,
      }))
      return { data, total: data.length }
    },

    async designers(now = new Date()): Promise<AdminDesigners> {
      const [rows, future, hours] = await Promise.all([
        repo.designers(db),
        repo.futureBookings(db, now),
        repo.hoursCounts(db),
      ])
      const data: AdminDesigner[] = rows.map((d) => ({
        _id: d.id,
        code: d.code,
        ...designerFields(d),
        hours_count: hours.get(d.id) ?? 0,
        future_bookings: future.designers.get(d.id) ?? 0,
      }))
      return { data, total: data.length }
    },

    async createShowroom(actor: StaffCaller, body: ShowroomBody) {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertShowroom(tx, {
          storeId: MAIN_STORE_ID,
          code: await freeCode(tx, 'showrooms', body.name.en),
          name: fillChinese(body.name),
          address: fillChinese(body.address),
          district: body.district,
          phone: body.phone,
          openingText: optionalText(body.opening_text),
          isActive: body.is_active,
        })
        await recordAudit(tx, actor, {
          action: 'showroom.created',
          entityType: 'showroom',
          entityId: created.id,
          after: showroomFields(created),
        })
        return created
      })
      return committed(await this.oneShowroom(row.id))
    },

    async updateShowroom(actor: StaffCaller, id: string, patch: ShowroomPatch, now = new Date()) {
      if (!isUuid(id)) throw showroomNotFound()
      await db.transaction(async (tx) => {
        const before = await repo.lockShowroom(tx, id)
        if (!before) throw showroomNotFound()
        if (patch.is_active === false && before.isActive) {
          const n = await repo.countFuture(tx, { showroomId: id }, now)
          if (n > 0) throw bookingsToMove('showroom', n)
        }
        const after = await repo.updateShowroom(tx, id, {
          ...(patch.name ? { name: fillChinese(patch.name) } : {}),
          ...(patch.address ? { address: fillChinese(patch.address) } : {}),
          ...(patch.district ? { district: patch.district } : {}),
          ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
          ...(patch.opening_text !== undefined
            ? { openingText: optionalText(patch.opening_text) }
            : {}),
          ...(patch.is_active !== undefined ? { isActive: patch.is_active } : {}),
        })
        await recordAudit(tx, actor, {
          action: 'showroom.updated',
          entityType: 'showroom',
          entityId: id,
          before: showroomFields(before),
          after: showroomFields(after),
        })
      })
      return committed(await this.oneShowroom(id))
    },

    async oneShowroom(id: string): Promise<AdminShowroom> {
      const found = (await this.showrooms()).data.find((r) => r._id === id)
      if (!found) throw showroomNotFound()
      return found
    },

    async createDesigner(actor: StaffCaller, body: DesignerBody) {
      const row = await db.transaction(async (tx) => {
        const room = await repo.showroomExists(tx, body.showroom_id)
        if (!room?.isActive) throw badShowroom()
        const created = await repo.insertDesigner(tx, {
          storeId: MAIN_STORE_ID,
          code: await freeCode(tx, 'designers', body.name),
          name: body.name,
          title: fillChinese(body.title),
          showroomId: body.showroom_id,
          homeVisitDistricts: body.home_visit_districts,
          isActive: body.is_active,
        })
        await recordAudit(tx, actor, {
          action: 'designer.created',
          entityType: 'designer',
          entityId: created.id,
          after: designerFields(created),
        })
        return created
      })
      return committed(await this.oneDesigner(row.id))
    },

    async updateDesigner(actor: StaffCaller, id: string, patch: DesignerPatch, now = new Date()) {
      if (!isUuid(id)) throw designerNotFound()
      await db.transaction(async (tx) => {
        const before = await repo.lockDesigner(tx, id)
        if (!before) throw designerNotFound()
        if (patch.showroom_id && patch.showroom_id !== before.showroomId) {
          const room = await repo.showroomExists(tx, patch.showroom_id)
          if (!room?.isActive) throw badShowroom()
        }
        if (patch.is_active === false && before.isActive) {
          const n = await repo.countFuture(tx, { designerId: id }, now)
          if (n > 0) throw bookingsToMove('designer', n)
        }
        const after = await repo.updateDesigner(tx, id, {
          ...(patch.name ? { name: patch.name } : {}),
          ...(patch.title ? { title: fillChinese(patch.title) } : {}),
          ...(patch.showroom_id ? { showroomId: patch.showroom_id } : {}),
          ...(patch.home_visit_districts ? { homeVisitDistricts: patch.home_visit_districts } : {}),
          ...(patch.is_active !== undefined ? { isActive: patch.is_active } : {}),
        })
        await recordAudit(tx, actor, {
          action: 'designer.updated',
          entityType: 'designer',
          entityId: id,
          before: designerFields(before),
          after: designerFields(after),
        })
      })
      return committed(await this.oneDesigner(id))
    },

    async oneDesigner(id: string): Promise<AdminDesigner> {
      const found = (await this.designers()).data.find((d) => d._id === id)
      if (!found) throw designerNotFound()
      return found
    },
  }
}
export type AdminShowroomsService = ReturnType<typeof adminShowroomsService>
