import { adminClosure, adminStudio, hkClock, hkDate, weekdayOf } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { openingHours, studioClosures } from '#api/db/schema/index.ts'
import { shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { auditOf, freeSlots, staffCall, variantOf } from './admin-test-helpers.ts'

const REASON = { en: 'Staff training', zh: '員工培訓', cn: '员工培训' }

describe.each(testDatabases)('studio hours and closures on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let manager: string
  let staff: string
  let studio: ReturnType<typeof adminStudio.parse>
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    manager = await staffSignIn(app, 'manager')
    staff = await staffSignIn(app, 'staff')
    studio = adminStudio.parse((await staffCall(app, staff, 'GET', '/admin/studio')).json())
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const showroom = (code: string) => {
    const room = studio.showrooms.find((r) => r.code === code)
    if (!room) throw new Error(`no showroom ${code}`)
    return room
  }

  it('lists showrooms and designers with their weekly hours, and the public holidays ahead', () => {
    expect(studio.showrooms.map((r) => r.code)).toEqual(['kwun-tong', 'wan-chai', 'wong-chuk-hang'])
    expect(studio.designers.length).toBeGreaterThan(1)
    expect(studio.designers.every((d) => d.hours.length > 0)).toBe(true)
    expect(studio.closures.every((c) => c.ends_on >= studio.from)).toBe(true)
  })

  it("lets a manager close a showroom for a day: that day's slots are gone for shoppers, and come back when the closure is removed; both audited", async () => {
    const variant = await variantOf(database, 'SHOWROOM')
    const room = showroom('wan-chai')
    const days = await freeSlots(app, variant, `showroom_id=${room._id}`)
    const open = days.find((d) => d.slots.length > 0)
    if (!open) throw new Error('no open day')
    const added = await staffCall(app, manager, 'POST', '/admin/studio/closures', {
      showroom_id: room._id,
      starts_on: open.date,
      ends_on: open.date,
      reason: REASON,
    })
    expect(added.statusCode).toBe(201)
    const closure = adminClosure.parse(added.json())
    const after = await freeSlots(app, variant, `showroom_id=${room._id}`)
    expect(after.find((d) => d.date === open.date)?.slots).toEqual([])
    expect((await auditOf(database, closure._id)).map((a) => a.action)).toEqual([
      'studio.closure_added',
    ])
    const removed = await staffCall(app, manager, 'DELETE', `/admin/studio/closures/${closure._id}`)
    expect(removed.statusCode).toBe(204)
    const back = await freeSlots(app, variant, `showroom_id=${room._id}`)
    expect(back.find((d) => d.date === open.date)?.slots.length).toBe(open.slots.length)
    expect((await auditOf(database, closure._id)).map((a) => a.action).sort()).toEqual([
      'studio.closure_added',
      'studio.closure_removed',
    ])
  })

  it('replaces a designer’s week; the shoppers’ slots follow at once, and the change is audited', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const designer = studio.designers[0]
    if (!designer) throw new Error('no designer')
    // every designer works only Wednesday mornings → video slots only then
    for (const d of studio.designers) {
      const saved = await staffCall(app, manager, 'PUT', '/admin/studio/hours', {
        designer_id: d._id,
        hours: [{ weekday: 3, opens_at: '09:00', closes_at: '12:00' }],
      })
      expect(saved.statusCode).toBe(200)
    }
    const slots = (await freeSlots(app, variant)).flatMap((d) => d.slots)
    expect(slots.length).toBeGreaterThan(0)
    for (const s of slots) {
      expect(weekdayOf(hkDate(s.starts_at))).toBe(3)
      expect(hkClock(s.starts_at) < '12:00').toBe(true)
    }
    const audit = await auditOf(database, designer._id)
    expect(audit[0]).toMatchObject({
      action: 'studio.hours_changed',
      entityType: 'designer',
      after: { hours: [{ weekday: 3, opens_at: '09:00', closes_at: '12:00' }] },
    })
    // put the weeks back for the other tests
    for (const d of studio.designers)
      await staffCall(app, manager, 'PUT', '/admin/studio/hours', {
        designer_id: d._id,
        hours: d.hours,
      })
  })

  it('refuses hours that overlap, close before they open or are not HH:MM, and a closure ending before it starts, writing nothing', async () => {
    const room = showroom('kwun-tong')
    const before = await database.db
      .select()
      .from(openingHours)
      .where(eq(openingHours.showroomId, room._id))
    const bad = [
      [
        { weekday: 1, opens_at: '10:00', closes_at: '14:00' },
        { weekday: 1, opens_at: '13:00', closes_at: '18:00' },
      ],
      [{ weekday: 2, opens_at: '18:00', closes_at: '10:00' }],
      [{ weekday: 2, opens_at: '9:00', closes_at: '24:00' }],
      [{ weekday: 7, opens_at: '09:00', closes_at: '10:00' }],
    ]
    for (const hours of bad) {
      const refused = await staffCall(app, manager, 'PUT', '/admin/studio/hours', {
        showroom_id: room._id,
        hours,
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors.length).toBeGreaterThan(0)
    }
    const both = await staffCall(app, manager, 'PUT', '/admin/studio/hours', {
      showroom_id: room._id,
      designer_id: studio.designers[0]?._id,
      hours: [],
    })
    expect(both.statusCode).toBe(400)
    const unknown = await staffCall(app, manager, 'PUT', '/admin/studio/hours', {
      showroom_id: '00000000-0000-4000-8000-000000000000',
      hours: [],
    })
    expect(unknown.statusCode).toBe(404)
    expect(
      await database.db.select().from(openingHours).where(eq(openingHours.showroomId, room._id)),
    ).toEqual(before)
    const closuresBefore = await database.db.select().from(studioClosures)
    const backwards = await staffCall(app, manager, 'POST', '/admin/studio/closures', {
      starts_on: '2027-03-10',
      ends_on: '2027-03-09',
      reason: REASON,
    })
    expect(backwards.statusCode).toBe(400)
    const noChinese = await staffCall(app, manager, 'POST', '/admin/studio/closures', {
      starts_on: '2027-03-10',
      ends_on: '2027-03-10',
      reason: { ...REASON, zh: '' },
    })
    expect(noChinese.statusCode).toBe(400)
    expect(await database.db.select().from(studioClosures)).toHaveLength(closuresBefore.length)
  })

  it('lets staff see the studio but not change hours or closures (403, nothing changed); unknown or malformed closure ids answer 404', async () => {
    const room = showroom('wan-chai')
    const hoursBefore = await database.db.select().from(openingHours)
    const closuresBefore = await database.db.select().from(studioClosures)
    const hours = await staffCall(app, staff, 'PUT', '/admin/studio/hours', {
      showroom_id: room._id,
      hours: [],
    })
    expect(hours.statusCode).toBe(403)
    const add = await staffCall(app, staff, 'POST', '/admin/studio/closures', {
      starts_on: '2027-03-10',
      ends_on: '2027-03-10',
      reason: REASON,
    })
    expect(add.statusCode).toBe(403)
    const holiday = closuresBefore[0]
    if (!holiday) throw new Error('no seeded holiday')
    const remove = await staffCall(app, staff, 'DELETE', `/admin/studio/closures/${holiday.id}`)
    expect(remove.statusCode).toBe(403)
    expect(await database.db.select().from(openingHours)).toHaveLength(hoursBefore.length)
    expect(await database.db.select().from(studioClosures)).toHaveLength(closuresBefore.length)
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const missing = await staffCall(app, manager, 'DELETE', `/admin/studio/closures/${id}`)
      expect(missing.statusCode).toBe(404)
    }
  })
})
