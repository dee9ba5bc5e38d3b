import {
  type AdminSettings,
  adminSettings,
  type DeliveryRulesBody,
  deliverySlots,
  isoWeekday,
  type StaffRole,
  settingsHistory,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { addToCart, checkout, checkoutBody, findVariant, guest, STORE } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'

const API = '/api/v1/admin/settings'

describe.each(testDatabases)('delivery settings on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const current = async (): Promise<AdminSettings> =>
    adminSettings.parse((await app.inject({ url: API, headers: staffBearer(tokens.owner) })).json())
  /** Saves the delivery part: what is saved now, with these fields changed. */
  const save = async (
    rules: Partial<Omit<DeliveryRulesBody, 'version'>>,
    role: StaffRole = 'owner',
  ) => {
    const now = await current()
    return app.inject({
      method: 'PUT',
      url: `${API}/delivery`,
      headers: staffBearer(tokens[role]),
      payload: { version: now.version, ...now.delivery, ...rules },
    })
  }
  const offered = async (district: string) => {
    const response = await app.inject(`${STORE}/delivery-slots?district=${district}`)
    expect(response.statusCode).toBe(200)
    return deliverySlots.parse(response.json()).dates.map((d) => d.date)
  }
  /** A checkout for one delivery date; answers the response. */
  async function checkoutOn(date: string, district = 'wan-chai') {
    const token = await guest(app)
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!variant) throw new Error('no seeded variant')
    await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
    const region = district === 'wan-chai' ? 'hong-kong-island' : 'kowloon'
    return checkout(
      app,
      token,
      checkoutBody([variant.id], {
        delivery_address: {
          ...checkoutBody([]).delivery_address,
          region,
          district,
        },
        delivery_slot: { date, slot: 'AM' },
      }),
    )
  }

  it.each(rolesFor('settings.manage'))('saving delivery: $role allowed = $allowed', async (c) => {
    const response = await save((await current()).delivery, c.role)
    expect(response.statusCode).toBe(c.allowed ? 200 : 403)
  })

  it('names each refused field: dates, a missing English name, a date twice, a Sunday', async () => {
    const before = await current()
    const response = await save({
      holidays: [
        { date: '2026-13-40', name: { en: 'Bad', zh: '', cn: '' } },
        { date: '2026-12-28', name: { en: '', zh: '補假', cn: '' } },
        { date: '2026-12-28', name: { en: 'Again', zh: '', cn: '' } },
        // a day the calendar does not have (never read as 3 March)
        { date: '2027-02-31', name: { en: 'Not a day', zh: '', cn: '' } },
      ],
      districts: [{ code: 'kwun-tong', days: [7] }],
    })
    expect(response.statusCode).toBe(400)
    const paths = (response.json().errors as { path: string }[]).map((e) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.holidays.0.date',
        'body.holidays.1.name.en',
        'body.holidays.2.date',
        'body.holidays.3.date',
        'body.districts.0.days.0',
      ]),
    )
    expect((await current()).version).toBe(before.version)
  })

  it('a public holiday added here is no longer offered, and checkout refuses it', async () => {
    const [first, second] = await offered('wan-chai')
    if (!first || !second) throw new Error('no delivery days')
    // a checkout for the day still goes through before the holiday is saved
    expect((await checkoutOn(second)).statusCode).toBe(201)

    const response = await save({
      holidays: [{ date: second, name: { en: 'Typhoon make-up day', zh: '補假', cn: '' } }],
      districts: [],
    })
    expect(response.statusCode).toBe(200)
    const saved = adminSettings.parse(response.json())
    // Simplified filled from Traditional
    expect(saved.delivery.holidays).toEqual([
      { date: second, name: { en: 'Typhoon make-up day', zh: '補假', cn: '补假' } },
    ])
    const dates = await offered('wan-chai')
    expect(dates).not.toContain(second)
    expect(dates).toContain(first)

    const refused = await checkoutOn(second)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toEqual([
      { path: 'body.delivery_slot.date', message: 'shopErrors.slotHoliday' },
    ])

    const [audit] = await auditOf(app, String(saved.version))
    expect(audit).toMatchObject({
      action: 'site_settings.delivery_changed',
      before: { holidays: [], districts: [] },
      after: saved.delivery,
    })
    const history = settingsHistory.parse(
      (await app.inject({ url: `${API}/history`, headers: staffBearer(tokens.owner) })).json(),
    )
    expect(history.data[0]).toMatchObject({ version: saved.version, section: 'delivery' })
  })

  it("a district's delivery days changed here are the only days offered and accepted", async () => {
    const everyDay = await offered('kwun-tong')
    expect(new Set(everyDay.map(isoWeekday)).size).toBeGreaterThan(2)
    const { holidays } = (await current()).delivery
    const response = await save({ holidays, districts: [{ code: 'kwun-tong', days: [5, 3, 3] }] })
    expect(response.statusCode).toBe(200)
    expect(adminSettings.parse(response.json()).delivery.districts).toEqual([
      { code: 'kwun-tong', days: [3, 5] },
    ])

    const dates = await offered('kwun-tong')
    expect(dates.length).toBeGreaterThan(0)
    expect(new Set(dates.map(isoWeekday))).toEqual(new Set([3, 5]))
    // the other districts keep their days
    expect(new Set((await offered('wan-chai')).map(isoWeekday)).size).toBeGreaterThan(2)

    const monday = everyDay.find((d) => isoWeekday(d) === 1)
    if (!monday) throw new Error('no Monday offered before')
    const refused = await checkoutOn(monday, 'kwun-tong')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors[0].message).toBe('shopErrors.slotDistrictOff')
  })
})
