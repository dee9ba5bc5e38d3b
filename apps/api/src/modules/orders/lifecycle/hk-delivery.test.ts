import {
  addDays,
  DEFAULT_LEAD_TIME_DAYS,
  deliverySlots,
  FURNITURE_CATEGORY_SLUGS,
  formatDeliverySlot,
  HK_HOLIDAYS,
  hkDate,
  hkDistrict,
  isoWeekday,
  type MessageKey,
  messages,
  order as orderSchema,
  translate,
} from '@shop/contract'
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  categories,
  outboxMessages,
  paymentSessions,
  productCategories,
  products,
  productVariants,
} from '#api/db/schema/index.ts'
import { availableDates, isWorkingDay } from '#api/modules/delivery/calendar.ts'
import {
  accountId,
  addToCart,
  auth,
  checkout,
  checkoutBody,
  firstDeliveryDay,
  gatewayPage,
  guest,
  ordersOf,
  STORE,
  shopApp,
  stockOf,
  viewCart,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

/** A walk-up in Kwun Tong: the goods are carried up five floors by stairs. */
const WALK_UP = {
  region: 'kowloon',
  district: 'kwun-tong',
  street: '123 Hip Wo Street',
  building: 'Wing Fat Building',
  floor: '5/F',
  flat: 'B',
  access: 'STAIRS',
  stairs_floors: 5,
}

const inThreeLanguages = (key: string) =>
  (['en', 'zh', 'cn'] as const).every((locale) => {
    const text = translate(locale, key as MessageKey)
    return text !== key && text.length > 0 && Boolean(messages[locale])
  })

describe.each(testDatabases)('Hong Kong home delivery on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** A plain (no sale, no points) variant in stock, furniture or not, at or above a price. */
  async function variant(furniture: boolean, minPrice = 0, index = 0) {
    const inFurniture = sql`exists (select 1 from ${productCategories} pc
      join ${categories} c on c.id = pc.category_id
      where pc.product_id = ${products.id}
        and c.slug in (${sql.join(
          FURNITURE_CATEGORY_SLUGS.map((s) => sql`${s}`),
          sql`, `,
        )}))`
    const rows = await database.db
      .select({ id: productVariants.id, price: productVariants.price })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(products.kind, 'goods'),
          eq(products.status, 'ACTIVE'),
          gte(productVariants.stock, 3),
          isNull(productVariants.salePrice),
          isNull(productVariants.pointsPrice),
          sql`${productVariants.price} >= ${minPrice}`,
          furniture ? inFurniture : sql`not ${inFurniture}`,
        ),
      )
      .orderBy(asc(productVariants.sku))
    const row = rows[index]
    if (!row) throw new Error('no matching seeded variant')
    return row
  }

  it('lists the days and slots a district is served, from the lead time for 30 days', async () => {
    const chair = await variant(true)
    const response = await app.inject(
      `${STORE}/delivery-slots?district=islands&variant_ids=${chair.id}`,
    )
    expect(response.statusCode).toBe(200)
    const answer = deliverySlots.parse(response.json())
    const islands = hkDistrict('islands')
    if (!islands) throw new Error('islands missing')
    const expected = availableDates(islands, new Date(), DEFAULT_LEAD_TIME_DAYS)
    expect(answer).toMatchObject({
      district: 'islands',
      region: 'outlying-islands',
      lead_time_days: DEFAULT_LEAD_TIME_DAYS,
      earliest_date: expected.earliest,
      last_date: expected.last,
    })
    expect(answer.dates.map((d) => d.date)).toEqual(expected.dates.map((d) => d.date))
    // ferries: Tuesday, Thursday and Saturday; never a holiday
    for (const day of answer.dates) {
      expect([2, 4, 6]).toContain(isoWeekday(day.date))
      expect(isWorkingDay(day.date)).toBe(true)
      expect(day.slots.map((s) => s.code)).toEqual(['AM', 'PM'])
    }
    const unknown = await app.inject(`${STORE}/delivery-slots?district=atlantis`)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors).toEqual([
      { path: 'querystring.district', message: 'errors.districtRequired' },
    ])
    const otherStore = await app.inject(
      '/api/v1/stores/00000000-0000-4000-8000-000000000000/delivery-slots?district=islands',
    )
    expect(otherStore.statusCode).toBe(404)
  })

  it('refuses a bad address, a missing slot or terms with field errors in three languages', async () => {
    const token = await guest(app)
    const chair = await variant(true)
    await addToCart(app, token, { product_variant_id: chair.id, qty: 1 })
    const cases: [Record<string, unknown>, { path: string; message: string }[]][] = [
      [
        checkoutBody([chair.id], { delivery_address: {} }),
        [
          { path: 'body.delivery_address.region', message: 'errors.regionRequired' },
          { path: 'body.delivery_address.district', message: 'errors.districtRequired' },
          { path: 'body.delivery_address.street', message: 'errors.required' },
          { path: 'body.delivery_address.floor', message: 'errors.required' },
          { path: 'body.delivery_address.access', message: 'errors.accessRequired' },
        ],
      ],
      [
        checkoutBody([chair.id], {
          delivery_address: { ...WALK_UP, district: 'wan-chai', floor: '5-6/F', stairs_floors: 0 },
        }),
        [
          { path: 'body.delivery_address.floor', message: 'errors.floorFormat' },
          { path: 'body.delivery_address.district', message: 'errors.districtNotInRegion' },
          { path: 'body.delivery_address.stairs_floors', message: 'errors.stairsFloors' },
        ],
      ],
      [
        checkoutBody([chair.id], { delivery_address: { ...WALK_UP, stairs_floors: 21 } }),
        [{ path: 'body.delivery_address.stairs_floors', message: 'errors.stairsFloors' }],
      ],
      [
        checkoutBody([chair.id], { delivery_address: null, delivery_slot: null }),
        [
          { path: 'body.delivery_address', message: 'errors.required' },
          { path: 'body.delivery_slot.date', message: 'errors.dateRequired' },
        ],
      ],
      [
        checkoutBody([chair.id], { delivery_slot: { date: '24/12/2026', slot: 'NIGHT' } }),
        [
          { path: 'body.delivery_slot.date', message: 'errors.dateRequired' },
          { path: 'body.delivery_slot.slot', message: 'errors.slotRequired' },
        ],
      ],
      [
        checkoutBody([chair.id], { terms_accepted: false }),
        [{ path: 'body.terms_accepted', message: 'errors.termsRequired' }],
      ],
      [
        checkoutBody([chair.id], { terms_accepted: undefined }),
        [{ path: 'body.terms_accepted', message: 'errors.termsRequired' }],
      ],
    ]
    for (const [body, errors] of cases) {
      const response = await checkout(app, token, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
      expect(response.json().errors).toEqual(expect.arrayContaining(errors))
      for (const error of errors) expect(inThreeLanguages(error.message), error.message).toBe(true)
    }
    // the fee is the API's to compute: an amount sent in is refused, not believed
    const sent = await checkout(app, token, checkoutBody([chair.id], { carrying_fee: '0.00' }))
    expect(sent.statusCode).toBe(400)
    expect(await ordersOf(database, [await accountId(app, token)])).toEqual([])
  })

  it('charges the carrying fee for stairs: per floor for each piece of furniture', async () => {
    const token = await guest(app)
    const chair = await variant(true)
    const cushion = await variant(false)
    await addToCart(app, token, { product_variant_id: chair.id, qty: 2 })
    await addToCart(app, token, { product_variant_id: cushion.id, qty: 1 })
    const ids = [chair.id, cushion.id]

    // the cart prices it as the floors are given: HK$40 × 5 floors × 2 chairs; the cushion rides free
    const priced = (
      await viewCart(app, token, { checkout_product_variant_ids: ids, stairs_floors: 5 })
    ).json()
    expect(priced.carrying).toEqual({ fee_per_floor: '40.00', pieces: 2 })
    expect(priced.calculations.carrying_fee).toBe('400.00')
    const lift = (await viewCart(app, token, { checkout_product_variant_ids: ids })).json()
    expect(lift.calculations.carrying_fee).toBe('0.00')
    const cents = (v: string) => Math.round(Number(v) * 100)
    expect(cents(priced.calculations.price.total) - cents(lift.calculations.price.total)).toBe(
      40_000,
    )

    const stock = await stockOf(database, chair.id)
    const slot = { date: firstDeliveryDay('kwun-tong'), slot: 'PM' }
    const placed = await checkout(
      app,
      token,
      checkoutBody(ids, {
        delivery_address: WALK_UP,
        delivery_slot: slot,
        payment_method: 'ONLINE',
      }),
    )
    expect(placed.statusCode).toBe(201)
    const order = orderSchema.parse(placed.json().order)
    expect(order.calculations.carrying_fee).toBe('400.00')
    expect(order.calculations.price.total).toBe(priced.calculations.price.total)
    expect(order.delivery.address).toEqual({ ...WALK_UP, floor: '5' })
    expect(order.delivery.slot).toEqual({ ...slot, start: '14:00', end: '18:00' })
    expect(order.recipient.address).toBe(
      'Flat B, 5/F, Wing Fat Building, 123 Hip Wo Street, Kwun Tong, Kowloon',
    )
    expect(order.terms_accepted_at).not.toBeNull()
    expect(await stockOf(database, chair.id)).toBe(stock - 2)
    // the payment asks for the total with the fee in it
    const [session] = await database.db
      .select({ amount: paymentSessions.amount })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, order._id))
    expect(session?.amount).toBe(order.calculations.price.total)
    const page = await app.inject(await gatewayPage(app, placed.json().return_url))
    expect(page.body).toContain(`HKD ${order.calculations.price.total}`)

    // by lift, the same lines carry no fee
    const again = await guest(app)
    await addToCart(app, again, { product_variant_id: chair.id, qty: 2 })
    const byLift = await checkout(app, again, checkoutBody([chair.id]))
    expect(byLift.statusCode).toBe(201)
    expect(byLift.json().order.calculations.carrying_fee).toBe('0.00')
    expect(byLift.json().order.delivery.address.stairs_floors).toBe(0)
  })

  it('refuses a slot on a Sunday, a holiday, before the lead time, after the window or on a district’s day off', async () => {
    const token = await guest(app)
    const chair = await variant(true)
    await addToCart(app, token, { product_variant_id: chair.id, qty: 1 })
    const now = new Date()
    const today = hkDate(now)
    const earliest = firstDeliveryDay('wan-chai', now)
    const find = (from: string, ok: (date: string) => boolean) => {
      let day = from
      while (!ok(day)) day = addDays(day, 1)
      return day
    }
    const sunday = find(earliest, (d) => isoWeekday(d) === 7)
    const holiday = (HK_HOLIDAYS.find((h) => h.date >= today) ?? HK_HOLIDAYS.at(-1))?.date ?? ''
    // a working day before the earliest: the lines need two working days
    const tooSoon = find(today, isWorkingDay)
    const tooLate = find(addDays(today, 31), isWorkingDay)
    // Outlying Islands: no ferry round on Monday, Wednesday or Friday
    const islandsOff = find(earliest, (d) => [1, 3, 5].includes(isoWeekday(d)) && isWorkingDay(d))
    const stock = await stockOf(database, chair.id)
    const cases: [string, string, string][] = [
      ['wan-chai', sunday, 'shopErrors.slotSunday'],
      ['wan-chai', holiday, 'shopErrors.slotHoliday'],
      ['wan-chai', tooSoon, 'shopErrors.slotTooEarly'],
      ['wan-chai', tooLate, 'shopErrors.slotTooLate'],
      ['islands', islandsOff, 'shopErrors.slotDistrictOff'],
    ]
    for (const [district, date, message] of cases) {
      const region = district === 'islands' ? 'outlying-islands' : 'hong-kong-island'
      const response = await checkout(
        app,
        token,
        checkoutBody([chair.id], {
          delivery_address: { ...WALK_UP, region, district },
          delivery_slot: { date, slot: 'AM' },
        }),
      )
      expect(response.statusCode, `${district} ${date}`).toBe(422)
      expect(response.json()).toMatchObject({
        code: 'DELIVERY_SLOT_UNAVAILABLE',
        errors: [{ path: 'body.delivery_slot.date', message }],
      })
      expect(inThreeLanguages(message)).toBe(true)
    }
    // nothing was written or reserved
    expect(await ordersOf(database, [await accountId(app, token)])).toEqual([])
    expect(await stockOf(database, chair.id)).toBe(stock)
    // a day the islands are served goes through
    const served = await checkout(
      app,
      token,
      checkoutBody([chair.id], {
        delivery_address: { ...WALK_UP, region: 'outlying-islands', district: 'islands' },
        delivery_slot: { date: firstDeliveryDay('islands', now), slot: 'AM' },
      }),
    )
    expect(served.statusCode).toBe(201)
  })

  it('confirms by e-mail in the order’s language: lines, gift, carrying fee, totals, address, slot, how to pay', async () => {
    const token = await guest(app, 'zh')
    // above HKD 8,000 the cart gives a free cushion cover (seeded gift rule)
    const table = await variant(true, 8000)
    await addToCart(app, token, { product_variant_id: table.id, qty: 1 })
    const slot = { date: firstDeliveryDay('kwun-tong'), slot: 'AM' as const }
    const placed = await app.inject({
      method: 'POST',
      url: `${STORE}/checkouts`,
      headers: { ...auth(token), 'x-store-locale': 'zh' },
      payload: checkoutBody([table.id], {
        delivery_address: WALK_UP,
        delivery_slot: slot,
        delivery_details: {
          name: '陳大文',
          area_code: '852',
          phone: '91234567',
          email: 'walkup@example.hk',
        },
      }),
    })
    expect(placed.statusCode).toBe(201)
    const order = orderSchema.parse(placed.json().order)
    const gift = order.items.find((item) => item.is_gift)
    expect(gift).toBeTruthy()
    expect(order.calculations.carrying_fee).toBe('200.00')
    expect(order.recipient.address).toBe('九龍 觀塘區 123 Hip Wo Street Wing Fat Building 5樓B室')
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, ['walkup@example.hk']))
    expect(mail?.language).toBe('zh')
    expect(mail?.subject).toBe(`已收到訂單 ${order.reference}`)
    const body = mail?.body ?? ''
    const item = order.items.find((i) => !i.is_gift)
    expect(body).toContain(`${item?.product_title.zh}（${item?.product_variant_title.zh}）× 1`)
    expect(body).toContain(
      `${gift?.product_title.zh}（${gift?.product_variant_title.zh}）× 1：免費贈品`,
    )
    expect(body).toContain('搬運費（樓梯，5 層）：HK$200')
    expect(body).toMatch(/總計：HK\$[\d,]+/)
    expect(body).toContain('地址：九龍 觀塘區 123 Hip Wo Street Wing Fat Building 5樓B室')
    expect(body).toContain('上樓方式：樓梯，5 層')
    expect(body).toContain(`送貨時段：${formatDeliverySlot(slot, 'zh')}`)
    expect(body).toContain('轉數快付款至識別碼 1234567')
    expect(body).toContain('請於訂單頁面上載付款證明')
  })
})
