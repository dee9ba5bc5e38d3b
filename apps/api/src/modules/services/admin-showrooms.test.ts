import {
  adminDesigner,
  adminDesigners,
  adminShowroom,
  adminShowrooms,
  configuration,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { designers, showrooms } from '#api/db/schema/index.ts'
import { shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { auditOf, bookAs, freeSlots, STORE, staffCall, variantOf } from './admin-test-helpers.ts'

const ROOM = {
  name: { en: 'Tsim Sha Tsui studio', zh: '', cn: '尖沙咀工作室' },
  address: { en: '5/F, 18 Canton Road, Tsim Sha Tsui', zh: '尖沙咀廣東道18號5樓', cn: '' },
  district: 'yau-tsim-mong',
  phone: '+852 2345 6700',
  opening_text: { en: 'Daily 11:00–20:00', zh: '每日 11:00–20:00', cn: '' },
}

describe.each(testDatabases)('showrooms and designers in the back office on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let owner: string
  let manager: string
  let staff: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    owner = await staffSignIn(app, 'owner')
    manager = await staffSignIn(app, 'manager')
    staff = await staffSignIn(app, 'staff')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const shownRooms = async () =>
    configuration.parse((await app.inject('/api/v1/configuration/latest')).json()).showrooms
  const bookable = async () =>
    ((await app.inject(`${STORE}/design-services`)).json() as { showrooms: { _id: string }[] })
      .showrooms

  it('shows in the footer and contact page exactly the showrooms booking offers, the Wong Chuk Hang one among them', async () => {
    const shown = await shownRooms()
    expect(shown.map((r) => r.code)).toEqual(['kwun-tong', 'wan-chai', 'wong-chuk-hang'])
    expect(shown.find((r) => r.code === 'wong-chuk-hang')?.address.en).toContain('Aberdeen')
    expect((await bookable()).map((r) => r._id)).toEqual(shown.map((r) => r._id))
    const room = shown.find((r) => r.code === 'wong-chuk-hang')
    const days = await freeSlots(
      app,
      await variantOf(database, 'SHOWROOM'),
      `showroom_id=${room?._id}`,
    )
    expect(days.some((d) => d.slots.length > 0)).toBe(true)
  })

  it('lets a manager add a showroom (the Chinese side filled by OpenCC): the shop lists it and books it once a designer works there; audited, caches cleared', async () => {
    const clear = vi.spyOn(app.catalogueCache, 'clear')
    const created = await staffCall(app, manager, 'POST', '/admin/showrooms', ROOM)
    expect(created.statusCode).toBe(201)
    const room = adminShowroom.parse(created.json())
    expect(room).toMatchObject({
      code: 'tsim-sha-tsui-studio',
      name: { en: 'Tsim Sha Tsui studio', zh: '尖沙咀工作室', cn: '尖沙咀工作室' },
      address: { cn: '尖沙咀广东道18号5楼' },
      is_active: true,
      designers: 0,
    })
    expect(clear).toHaveBeenCalled()
    expect((await shownRooms()).map((r) => r._id)).toContain(room._id)
    expect((await bookable()).map((r) => r._id)).toContain(room._id)
    const [audit] = await auditOf(database, room._id)
    expect(audit).toMatchObject({
      action: 'showroom.created',
      entityType: 'showroom',
      before: null,
      after: { district: 'yau-tsim-mong', phone: '+852 2345 6700', is_active: true },
    })

    // a designer based there, with a week: the shop offers showroom slots there
    const added = await staffCall(app, manager, 'POST', '/admin/designers', {
      name: 'Eli Tsang',
      title: { en: 'Interior designer', zh: '室內設計師', cn: '' },
      showroom_id: room._id,
      home_visit_districts: ['yau-tsim-mong'],
    })
    expect(added.statusCode).toBe(201)
    const eli = adminDesigner.parse(added.json())
    expect(eli).toMatchObject({ code: 'eli-tsang', hours_count: 0, title: { cn: '室内设计师' } })
    const variant = await variantOf(database, 'SHOWROOM')
    const none = await freeSlots(app, variant, `showroom_id=${room._id}`)
    expect(none.flatMap((d) => d.slots)).toEqual([])
    for (const [who, id] of [
      ['showroom_id', room._id],
      ['designer_id', eli._id],
    ])
      expect(
        (
          await staffCall(app, manager, 'PUT', '/admin/studio/hours', {
            [who as string]: id,
            hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({
              weekday,
              opens_at: '10:00',
              closes_at: '18:00',
            })),
          })
        ).statusCode,
      ).toBe(200)
    const open = await freeSlots(app, variant, `showroom_id=${room._id}`)
    expect(open.flatMap((d) => d.slots).length).toBeGreaterThan(0)
    expect((await auditOf(database, eli._id)).map((a) => a.action)).toContain('designer.created')
    clear.mockRestore()
  })

  it('records a change before → after and hides a closed showroom from the footer and booking alike', async () => {
    const created = adminShowroom.parse(
      (
        await staffCall(app, owner, 'POST', '/admin/showrooms', {
          ...ROOM,
          name: { en: 'Sai Kung corner', zh: '西貢角', cn: '' },
        })
      ).json(),
    )
    const changed = await staffCall(app, owner, 'PATCH', `/admin/showrooms/${created._id}`, {
      phone: '+852 2345 6711',
      is_active: false,
    })
    expect(changed.statusCode).toBe(200)
    expect(adminShowroom.parse(changed.json())).toMatchObject({
      phone: '+852 2345 6711',
      is_active: false,
      name: { en: 'Sai Kung corner' },
    })
    expect((await shownRooms()).map((r) => r._id)).not.toContain(created._id)
    expect((await bookable()).map((r) => r._id)).not.toContain(created._id)
    const audit = (await auditOf(database, created._id)).find(
      (a) => a.action === 'showroom.updated',
    )
    expect(audit).toMatchObject({
      before: { phone: '+852 2345 6700', is_active: true },
      after: { phone: '+852 2345 6711', is_active: false },
    })
    const list = adminShowrooms.parse(
      (await staffCall(app, staff, 'GET', '/admin/showrooms')).json(),
    )
    expect(list.data.find((r) => r._id === created._id)?.is_active).toBe(false)
  })

  it('refuses to deactivate a designer or close a showroom with future bookings, naming how many to move first; nothing changes', async () => {
    const variant = await variantOf(database, 'SHOWROOM')
    const shown = await shownRooms()
    const room = shown.find((r) => r.code === 'wong-chuk-hang')
    if (!room) throw new Error('no Wong Chuk Hang showroom')
    const slot = (await freeSlots(app, variant, `showroom_id=${room._id}`)).flatMap(
      (d) => d.slots,
    )[0]
    if (!slot) throw new Error('no free slot')
    const placed = await bookAs(app, {
      variant_id: variant,
      starts_at: slot.starts_at,
      showroom_id: room._id,
    })
    const designerId = placed.booking.designer._id
    const refused = await staffCall(app, manager, 'PATCH', `/admin/designers/${designerId}`, {
      is_active: false,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'DESIGNER_HAS_BOOKINGS',
      message: 'Move or cancel the 1 future booking of this designer first',
      errors: [{ path: 'is_active', message: 'admin.showrooms.errors.designerBookings' }],
    })
    const closed = await staffCall(app, manager, 'PATCH', `/admin/showrooms/${room._id}`, {
      is_active: false,
    })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().code).toBe('SHOWROOM_HAS_BOOKINGS')
    const [d] = await database.db.select().from(designers).where(eq(designers.id, designerId))
    const [r] = await database.db.select().from(showrooms).where(eq(showrooms.id, room._id))
    expect([d?.isActive, r?.isActive]).toEqual([true, true])
    expect(
      (await auditOf(database, designerId)).filter((a) => a.action === 'designer.updated'),
    ).toEqual([])
    const team = adminDesigners.parse(
      (await staffCall(app, staff, 'GET', '/admin/designers')).json(),
    )
    expect(team.data.find((x) => x._id === designerId)?.future_bookings).toBe(1)
    // another change of the same designer goes through
    const renamed = await staffCall(app, manager, 'PATCH', `/admin/designers/${designerId}`, {
      title: { en: 'Lead designer', zh: '首席設計師', cn: '' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(adminDesigner.parse(renamed.json())).toMatchObject({
      is_active: true,
      title: { cn: '首席设计师' },
    })
  })

  it('refuses bad fields one by one with their own messages, writing nothing', async () => {
    const before = await database.db.select().from(showrooms)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ROOM, name: { en: '', zh: '', cn: '' } }, 'name.en', 'errors.required'],
      [{ ...ROOM, name: { en: 'X', zh: '', cn: '' } }, 'name.zh', 'errors.required'],
      [{ ...ROOM, district: 'atlantis' }, 'district', 'errors.required'],
      [{ ...ROOM, phone: 'call us' }, 'phone', 'admin.showrooms.errors.phone'],
      [
        { ...ROOM, address: { ...ROOM.address, en: 'x'.repeat(201) } },
        'address.en',
        'errors.tooLong.200',
      ],
    ]
    for (const [body, path, message] of cases) {
      const refused = await staffCall(app, manager, 'POST', '/admin/showrooms', body)
      expect(refused.statusCode, path).toBe(400)
      expect(refused.json().errors).toContainEqual({ path: `body.${path}`, message })
    }
    expect(await database.db.select().from(showrooms)).toHaveLength(before.length)
    const team = await database.db.select().from(designers)
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '', title: { en: 'T', zh: '設計', cn: '' }, showroom_id: before[0]?.id }, 'name'],
      [{ name: 'N', title: { en: 'T', zh: '設計', cn: '' }, showroom_id: 'x' }, 'showroom_id'],
      [
        {
          name: 'N',
          title: { en: 'T', zh: '設計', cn: '' },
          showroom_id: before[0]?.id,
          home_visit_districts: ['mars'],
        },
        'home_visit_districts.0',
      ],
    ]
    for (const [body, path] of bad) {
      const refused = await staffCall(app, manager, 'POST', '/admin/designers', body)
      expect(refused.statusCode, path).toBe(400)
      expect(refused.json().errors.map((e: { path: string }) => e.path)).toContain(`body.${path}`)
    }
    const unknownRoom = await staffCall(app, manager, 'POST', '/admin/designers', {
      name: 'N',
      title: { en: 'T', zh: '設計', cn: '' },
      showroom_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknownRoom.statusCode).toBe(400)
    expect(unknownRoom.json().errors).toEqual([
      { path: 'showroom_id', message: 'admin.showrooms.errors.showroom' },
    ])
    expect(await database.db.select().from(designers)).toHaveLength(team.length)
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(
        (await staffCall(app, manager, 'PATCH', `/admin/showrooms/${id}`, { phone: '' }))
          .statusCode,
      ).toBe(404)
      expect(
        (await staffCall(app, manager, 'PATCH', `/admin/designers/${id}`, { name: 'A' }))
          .statusCode,
      ).toBe(404)
    }
  })

  it('lets a manager set a consultation variant’s format and length in the variant editor: the shop’s slots follow; bad lengths refused per field; audited', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const longer = await staffCall(app, manager, 'PATCH', `/admin/variants/${variant}`, {
      duration_minutes: 90,
    })
    expect(longer.statusCode).toBe(200)
    expect(longer.json()).toMatchObject({ consultation_format: 'VIDEO', duration_minutes: 90 })
    const slots = await app.inject(`${STORE}/consultations/${variant}/slots?days=7`)
    expect(slots.json().duration_minutes).toBe(90)
    const audit = (await auditOf(database, variant)).find((a) => a.action === 'variant.updated')
    expect(audit).toMatchObject({
      before: { duration_minutes: 60 },
      after: { duration_minutes: 90 },
    })
    for (const minutes of [50, 0, 600]) {
      const refused = await staffCall(app, manager, 'PATCH', `/admin/variants/${variant}`, {
        duration_minutes: minutes,
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors).toContainEqual({
        path: 'body.duration_minutes',
        message: 'admin.catalog.errors.duration',
      })
    }
    const noLength = await staffCall(app, manager, 'PATCH', `/admin/variants/${variant}`, {
      duration_minutes: null,
    })
    expect(noLength.statusCode).toBe(400)
    expect(noLength.json().errors).toEqual([
      { path: 'duration_minutes', message: 'admin.catalog.errors.duration' },
    ])
    const wrong = await staffCall(app, manager, 'PATCH', `/admin/variants/${variant}`, {
      consultation_format: 'PHONE',
    })
    expect(wrong.statusCode).toBe(400)
    expect(
      (await staffCall(app, staff, 'PATCH', `/admin/variants/${variant}`, { duration_minutes: 30 }))
        .statusCode,
    ).toBe(403)
    const back = await staffCall(app, manager, 'PATCH', `/admin/variants/${variant}`, {
      duration_minutes: 60,
    })
    expect(back.json()).toMatchObject({ duration_minutes: 60 })
  })

  it('lets staff see showrooms and designers but not change them (403, nothing written); 401 without a token', async () => {
    const rooms = await database.db.select().from(showrooms)
    const team = await database.db.select().from(designers)
    expect((await staffCall(app, staff, 'GET', '/admin/designers')).statusCode).toBe(200)
    expect((await staffCall(app, staff, 'POST', '/admin/showrooms', ROOM)).statusCode).toBe(403)
    expect(
      (
        await staffCall(app, staff, 'PATCH', `/admin/showrooms/${rooms[0]?.id}`, {
          is_active: false,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await staffCall(app, staff, 'POST', '/admin/designers', {
          name: 'N',
          title: { en: 'T', zh: '設計', cn: '' },
          showroom_id: rooms[0]?.id,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await staffCall(app, staff, 'PATCH', `/admin/designers/${team[0]?.id}`, { name: 'X' }))
        .statusCode,
    ).toBe(403)
    expect((await app.inject('/api/v1/admin/showrooms')).statusCode).toBe(401)
    expect(await database.db.select().from(showrooms)).toEqual(rooms)
    expect(await database.db.select().from(designers)).toEqual(team)
  })
})
