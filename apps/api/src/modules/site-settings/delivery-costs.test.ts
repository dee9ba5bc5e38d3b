import {
  type AdminSettings,
  adminSettings,
  type DeliveryRulesBody,
  deliverySlots,
  FURNITURE_CATEGORY_SLUGS,
  type StaffRole,
  translate,
} from '@shop/contract'
import { type AdminMessageKey, translateAdmin } from '@shop/contract/i18n/admin/index'
import { and, asc, eq, gte, isNull, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  categories,
  outboxMessages,
  productCategories,
  products,
  productVariants,
} from '#api/db/schema/index.ts'
import {
  addToCart,
  auth,
  checkout,
  checkoutBody,
  guest,
  STORE,
  viewCart,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'

const API = '/api/v1/admin/settings'
/** A walk-up in Kwun Tong, three floors up by stairs. */
const WALK_UP = {
  region: 'kowloon',
  district: 'kwun-tong',
  street: '123 Hip Wo Street',
  building: 'Wing Fat Building',
  floor: '3',
  flat: 'B',
  access: 'STAIRS',
  stairs_floors: 3,
}

describe.each(testDatabases)('carrying fee and slot capacity settings on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  let chair: string

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
    const inFurniture = sql`exists (select 1 from ${productCategories} pc
      join ${categories} c on c.id = pc.category_id
      where pc.product_id = ${products.id}
        and c.slug in (${sql.join(
          FURNITURE_CATEGORY_SLUGS.map((s) => sql`${s}`),
          sql`, `,
        )}))`
    const [row] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.kind, 'goods'),
          eq(products.status, 'ACTIVE'),
          gte(productVariants.stock, 20),
          isNull(productVariants.salePrice),
          isNull(productVariants.pointsPrice),
          inFurniture,
        ),
      )
      .orderBy(asc(productVariants.sku))
    if (!row) throw new Error('no seeded furniture variant')
    chair = row.id
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const current = async (): Promise<AdminSettings> =>
    adminSettings.parse((await app.inject({ url: API, headers: staffBearer(tokens.owner) })).json())
  /** Saves the delivery part as it is now, with these fields changed. */
  const save = async (
    change: Partial<Record<keyof DeliveryRulesBody, unknown>>,
    role: StaffRole = 'owner',
  ) => {
    const now = await current()
    return app.inject({
      method: 'PUT',
      url: `${API}/delivery`,
      headers: staffBearer(tokens[role]),
      payload: { version: now.version, ...now.delivery, ...change },
    })
  }
  const slotsOf = async (district: string) => {
    const response = await app.inject(
      `${STORE}/delivery-slots?district=${district}&variant_ids=${chair}`,
    )
    expect(response.statusCode).toBe(200)
    return deliverySlots.parse(response.json()).dates
  }
  /** One chair to this walk-up on this slot; answers the checkout response. */
  async function buy(date: string, slot: 'AM' | 'PM', token?: string) {
    const shopper = token ?? (await guest(app))
    await addToCart(app, shopper, { product_variant_id: chair, qty: 1 })
    return checkout(
      app,
      shopper,
      checkoutBody([chair], { delivery_address: WALK_UP, delivery_slot: { date, slot } }),
    )
  }

  it.each(rolesFor('settings.manage'))(
    'changing the carrying fee: $role allowed = $allowed',
    async (c) => {
      const before = (await current()).delivery.carrying_fee_per_floor
      const response = await save({ carrying_fee_per_floor: before }, c.role)
      expect(response.statusCode).toBe(c.allowed ? 200 : 403)
    },
  )

  it('names each refused field: a fee, a capacity, a date twice, a missing field', async () => {
    const before = await current()
    const cases: [Partial<Record<keyof DeliveryRulesBody, unknown>>, string[]][] = [
      [{ carrying_fee_per_floor: 'forty' }, ['body.carrying_fee_per_floor']],
      [{ carrying_fee_per_floor: '-5' }, ['body.carrying_fee_per_floor']],
      [{ carrying_fee_per_floor: '10000' }, ['body.carrying_fee_per_floor']],
      [{ carrying_fee_per_floor: '40.555' }, ['body.carrying_fee_per_floor']],
      [{ slot_capacity: 0 }, ['body.slot_capacity']],
      [{ slot_capacity: 2.5 }, ['body.slot_capacity']],
      [{ slot_capacity: 501 }, ['body.slot_capacity']],
      [{ slot_capacity: 'ten' }, ['body.slot_capacity']],
      [
        {
          capacity_days: [
            { date: '2027-01-04', capacity: -1 },
            { date: '2027-01-05', capacity: 3 },
            { date: '2027-01-05', capacity: 4 },
            { date: '2027-13-01', capacity: 4 },
          ],
        },
        ['body.capacity_days.0.capacity', 'body.capacity_days.2.date', 'body.capacity_days.3.date'],
      ],
    ]
    for (const [change, paths] of cases) {
      const response = await save(change)
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      const errors = response.json().errors as { path: string; message: string }[]
      expect(errors.map((e) => e.path)).toEqual(expect.arrayContaining(paths))
      // every message reads as words in English and Chinese
      for (const { message } of errors) {
        const key = message.replace(/^admin\./, '') as AdminMessageKey
        expect(translateAdmin('en', key)).not.toBe(key)
        expect(translateAdmin('zh', key)).not.toBe(key)
      }
    }
    // a save that leaves the fee out is refused, never reset to the default
    const { carrying_fee_per_floor: _, ...rest } = before.delivery
    const missing = await app.inject({
      method: 'PUT',
      url: `${API}/delivery`,
      headers: staffBearer(tokens.owner),
      payload: { version: before.version, ...rest },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors[0].path).toBe('body.carrying_fee_per_floor')
    expect((await current()).version).toBe(before.version)
  })

  it('the saved carrying fee prices the cart, the order and its e-mail; audited', async () => {
    const before = await current()
    expect(before.delivery.carrying_fee_per_floor).toBe('40.00')
    const response = await save({ carrying_fee_per_floor: '55.5' })
    expect(response.statusCode).toBe(200)
    const saved = adminSettings.parse(response.json())
    expect(saved.delivery.carrying_fee_per_floor).toBe('55.50')
    const [audit] = await auditOf(app, String(saved.version))
    expect(audit).toMatchObject({
      action: 'site_settings.delivery_changed',
      before: { carrying_fee_per_floor: '40.00' },
      after: { carrying_fee_per_floor: '55.50' },
    })

    const token = await guest(app)
    await addToCart(app, token, { product_variant_id: chair, qty: 2 })
    const cart = (
      await viewCart(app, token, { checkout_product_variant_ids: [chair], stairs_floors: 3 })
    ).json()
    // 55.50 × 3 floors × 2 pieces
    expect(cart.carrying).toEqual({ fee_per_floor: '55.50', pieces: 2 })
    expect(cart.calculations.carrying_fee).toBe('333.00')

    const [day] = await slotsOf('kwun-tong')
    if (!day) throw new Error('no delivery day')
    const placed = await checkout(
      app,
      token,
      checkoutBody([chair], {
        delivery_address: WALK_UP,
        delivery_slot: { date: day.date, slot: 'PM' },
      }),
    )
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json().order
    expect(order.calculations.carrying_fee).toBe('333.00')
    const [mail] = await database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(like(outboxMessages.body, `%${order.reference}%`))
      .limit(1)
    expect(mail?.body).toContain('HK$333')

    // back to the default for the tests after
    expect((await save({ carrying_fee_per_floor: '40' })).statusCode).toBe(200)
  })

  it('a full slot is no longer offered and checkout refuses it; a cancel frees the place', async () => {
    const [day] = await slotsOf('kwun-tong')
    if (!day) throw new Error('no delivery day')
    const response = await save({ slot_capacity: 1 })
    expect(response.statusCode).toBe(200)
    const saved = adminSettings.parse(response.json())
    const [audit] = await auditOf(app, String(saved.version))
    expect(audit).toMatchObject({ before: { slot_capacity: null }, after: { slot_capacity: 1 } })

    // the day may already hold a PM order (the test before): AM is free
    const first = await guest(app)
    const taken = await buy(day.date, 'AM', first)
    expect(taken.statusCode, taken.body).toBe(201)
    const after = (await slotsOf('kwun-tong')).find((d) => d.date === day.date)
    expect(after?.slots.map((s) => s.code) ?? []).not.toContain('AM')

    const refused = await buy(day.date, 'AM')
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'DELIVERY_SLOT_FULL',
      errors: [{ path: 'body.delivery_slot.slot', message: 'shopErrors.slotFull' }],
    })
    for (const locale of ['en', 'zh', 'cn'] as const)
      expect(translate(locale, 'shopErrors.slotFull')).not.toBe('shopErrors.slotFull')

    // the customer cancels: the place is free again
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${taken.json().order._id}/cancelled`,
      headers: auth(first),
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const again = (await slotsOf('kwun-tong')).find((d) => d.date === day.date)
    expect(again?.slots.map((s) => s.code)).toContain('AM')
    expect((await buy(day.date, 'AM')).statusCode).toBe(201)
  })

  it('a date with its own capacity: 0 closes it, a larger number opens it past the usual', async () => {
    const days = await slotsOf('kwun-tong')
    const [, second, third] = days
    if (!second || !third) throw new Error('not enough delivery days')
    const response = await save({
      slot_capacity: 1,
      capacity_days: [
        { date: third.date, capacity: 2 },
        { date: second.date, capacity: 0 },
      ],
    })
    expect(response.statusCode).toBe(200)
    // kept in date order
    expect(adminSettings.parse(response.json()).delivery.capacity_days).toEqual([
      { date: second.date, capacity: 0 },
      { date: third.date, capacity: 2 },
    ])
    const offered = (await slotsOf('kwun-tong')).map((d) => d.date)
    expect(offered).not.toContain(second.date)
    expect(offered).toContain(third.date)
    const closed = await buy(second.date, 'PM')
    expect(closed.statusCode).toBe(422)
    expect(closed.json().errors[0].message).toBe('shopErrors.slotFull')

    expect((await buy(third.date, 'AM')).statusCode).toBe(201)
    expect((await buy(third.date, 'AM')).statusCode).toBe(201)
    expect((await buy(third.date, 'AM')).statusCode).toBe(422)

    // no limit again: every slot open
    expect((await save({ slot_capacity: null, capacity_days: [] })).statusCode).toBe(200)
    expect((await buy(third.date, 'AM')).statusCode).toBe(201)
  })
})
