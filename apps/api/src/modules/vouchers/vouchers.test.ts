import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { membershipTransactions, voucherOffers, vouchers } from '#api/db/schema/index.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { voucherOfferSeed } from '#api/db/seed/shop.ts'
import { MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { auth, guest, shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { recentMessages } from '../outbox/outbox.ts'
import { addOffer, holdings, member, redeem } from './test-helpers.ts'

const API = '/api/v1'
const seeded = Object.fromEntries(
  voucherOfferSeed.map((o) => [o.key, seedId(`voucher-offer:${o.key}`)]),
) as Record<string, string>
const DAY = 24 * 3600 * 1000

describe.each(testDatabases)('vouchers bought with points on $name', (kind) => {
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

  const list = (query = '', token?: string) =>
    app.inject({ url: `${API}/vouchers/all${query}`, headers: token ? auth(token) : {} })
  const ids = (body: { data: { _id: string }[] }) =>
    body.data.map((o) => o._id).filter((id) => Object.values(seeded).includes(id))

  it('documents every voucher call in OpenAPI with its answers and error envelopes', async () => {
    const { paths } = (await app.inject(`${API}/openapi.json`)).json()
    const answers = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort()
    expect(answers('/vouchers/all', 'get')).toEqual(['200', '400', '404'])
    expect(answers('/vouchers/{id}/details', 'get')).toEqual(['200', '400', '404'])
    expect(answers('/vouchers/redeem', 'post')).toEqual(
      ['200', '400', '401', '403', '404', '409', '422', '429'].sort(),
    )
    expect(answers('/redeemed-vouchers/all', 'get')).toEqual(['200', '400', '401', '403', '404'])
    expect(answers('/redeemed-vouchers/{discount_code_id}/details', 'get')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
    ])
    expect(paths['/vouchers/redeem'].post.requestBody).toBeDefined()
  })

  it('lists the offers on sale in the main store, sorted by the sorting list and filtered by type', async () => {
    const hidden = await Promise.all([
      addOffer(database, { isActive: false }),
      addOffer(database, { startsAt: new Date(Date.now() + DAY) }),
      addOffer(database, { endsAt: new Date(Date.now() - 1000) }),
      addOffer(database, { storeId: MINI_STORE_ID }),
    ])
    const answer = await list('?per_page=100')
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    const listed = body.data.map((o: { _id: string }) => o._id)
    for (const id of hidden) expect(listed).not.toContain(id)
    // newest first by default (the seed's order)
    const newest = voucherOfferSeed.map((o) => seeded[o.key])
    expect(ids(body)).toEqual(newest)
    expect(body.total).toBe(body.data.length)
    const free = body.data.find((o: { _id: string }) => o._id === seeded['free-delivery'])
    expect(free).toMatchObject({
      title: { en: 'Free delivery on one order', zh: '單張訂單免運費', cn: '单张订单免运费' },
      discount_type: 'FREE_DELIVERY',
      points_price: 300,
      min_spend: '0.00',
      remaining: null,
      redeemed_by_me: 0,
      valid_days: 30,
    })
    const limited = body.data.find(
      (o: { _id: string }) => o._id === seeded['showroom-anniversary-300'],
    )
    expect(limited).toMatchObject({ remaining: 20, per_member_limit: 1, amount_off: '300.00' })

    const cheapest = ids((await list('?per_page=100&sort=points-asc')).json())
    expect(cheapest).toEqual([
      seeded['free-delivery'],
      seeded['hkd100-off'],
      seeded['showroom-anniversary-300'],
      seeded['ten-percent-off'],
    ])
    expect(ids((await list('?per_page=100&sort=points-desc')).json())).toEqual(
      [...cheapest].reverse(),
    )
    // a key the list does not have: the list's default (newest)
    expect(ids((await list('?per_page=100&sort=price-asc')).json())).toEqual(newest)
    const percent = (await list('?discount_type=PERCENTAGE&per_page=100')).json()
    expect(
      percent.data.every((o: { discount_type: string }) => o.discount_type === 'PERCENTAGE'),
    ).toBe(true)
    expect(ids(percent)).toEqual([seeded['ten-percent-off']])

    const first = (await list('?per_page=2')).json()
    expect(first.data).toHaveLength(2)
    expect(first.next_page_url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/v1\/vouchers\/all\?/)
    expect(new URL(first.next_page_url).searchParams.get('page')).toBe('2')
    expect((await list('?slug=no-such-list')).json().code).toBe('SORTING_LIST_NOT_FOUND')
    expect((await list('?discount_type=CASHBACK')).statusCode).toBe(400)
  })

  it('shows one offer, and 404 VOUCHER_NOT_FOUND for one not on sale or a malformed id', async () => {
    const details = (id: string, token?: string) =>
      app.inject({ url: `${API}/vouchers/${id}/details`, headers: token ? auth(token) : {} })
    const ok = await details(seeded['ten-percent-off'] as string)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      _id: seeded['ten-percent-off'],
      discount_type: 'PERCENTAGE',
      percent_off: 10,
      max_discount: '500.00',
      points_price: 2500,
    })
    expect(ok.json().terms.zh).toContain('九折')
    const inactive = await addOffer(database, { isActive: false })
    const mini = await addOffer(database, { storeId: MINI_STORE_ID })
    for (const id of [inactive, mini, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await details(id)
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({
        statusCode: 404,
        code: 'VOUCHER_NOT_FOUND',
        message: 'Voucher not found',
      })
    }
    // a stale token reads as a visitor
    expect((await details(seeded['hkd100-off'] as string, 'stale')).statusCode).toBe(200)
  })

  it('redeems vouchers for points: codes of their own, points taken, stock counted, e-mail sent', async () => {
    const offer = await addOffer(database, { pointsPrice: 1000, stock: 5, minSpend: '500.00' })
    const mei = await member(app, database, 2500)
    const answer = await redeem(app, mei.token, offer, 2)
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(body.points_spent).toBe(2000)
    expect(body.points_available).toBe(500)
    expect(body.data).toHaveLength(2)
    const codes = body.data.map((v: { code: string }) => v.code)
    expect(new Set(codes).size).toBe(2)
    for (const v of body.data) {
      expect(v.code).toMatch(/^PTS-[2-9A-HJKMNP-TWXYZ]{8}$/)
      expect(v).toMatchObject({
        voucher_id: offer,
        discount_type: 'FIXED',
        amount_off: '50.00',
        percent_off: null,
        min_spend: '500.00',
        points_spent: 1000,
        status: 'usable',
        used_at: null,
        order: null,
      })
      const days = (Date.parse(v.valid_until) - Date.parse(v.redeemed_at)) / DAY
      expect(days).toBeCloseTo(30, 5)
    }
    expect(await holdings(database, mei.id, offer)).toEqual({ points: 500, codes: 2, redeemed: 2 })
    // the points history says what they were spent on
    const [spent] = await database.db
      .select()
      .from(membershipTransactions)
      .where(
        and(
          eq(membershipTransactions.accountId, mei.id),
          eq(membershipTransactions.reason, 'VOUCHER_REDEEM'),
        ),
      )
    expect(spent).toMatchObject({ points: -2000, note: expect.stringContaining('2 × Test offer') })
    // the codes are the member's own, used once
    const rows = await database.db.select().from(vouchers).where(eq(vouchers.offerId, offer))
    expect(rows.map((r) => r.ownerAccountId)).toEqual([mei.id, mei.id])
    expect(rows[0]).toMatchObject({ usageLimit: 1, perAccountLimit: 1, value: '50.00' })
    // the offer shows what is left and what the member holds
    const shown = (
      await app.inject({ url: `${API}/vouchers/${offer}/details`, headers: auth(mei.token) })
    ).json()
    expect(shown).toMatchObject({ remaining: 3, redeemed_by_me: 2 })
    const listed = (await list('?per_page=100', mei.token)).json()
    expect(listed.data.find((o: { _id: string }) => o._id === offer).redeemed_by_me).toBe(2)
    expect(
      (await list('?per_page=100')).json().data.find((o: { _id: string }) => o._id === offer)
        .redeemed_by_me,
    ).toBe(0)

    const [mail] = await recentMessages(database.db, mei.email)
    expect(mail?.subject).toBe('Your 2 voucher codes')
    for (const code of codes) expect(mail?.body).toContain(code)
    expect(mail?.body).toContain('Terms of Test offer')
    expect(mail?.body).toMatch(/valid until \d{4}-\d{2}-\d{2}, Hong Kong time/)
  })

  it('writes the e-mail in the member’s language, with a percentage voucher’s cap kept', async () => {
    const wing = await member(app, database, 2500, 'zh')
    const answer = await redeem(app, wing.token, seeded['ten-percent-off'] as string)
    expect(answer.statusCode).toBe(200)
    const [voucher] = answer.json().data
    expect(voucher).toMatchObject({ percent_off: 10, max_discount: '500.00', amount_off: null })
    const [mail] = await recentMessages(database.db, wing.email)
    expect(mail?.language).toBe('zh')
    expect(mail?.subject).toBe('你的優惠碼')
    expect(mail?.body).toContain(voucher.code)
    expect(mail?.body).toContain('單張訂單九折')
  })

  it('refuses what cannot be redeemed with a clear answer, and changes nothing', async () => {
    const expectUnchanged = async (
      who: { token: string; id: string; email: string },
      offer: string,
      qty: number,
      status: number,
      code: string,
    ) => {
      const before = await holdings(database, who.id, offer)
      const mailsBefore = (await recentMessages(database.db, who.email)).length
      const answer = await redeem(app, who.token, offer, qty)
      expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status, code })
      expect(answer.json().message).toMatch(/^[A-Z][a-z ]+/)
      expect(await holdings(database, who.id, offer)).toEqual(before)
      expect((await recentMessages(database.db, who.email)).length).toBe(mailsBefore)
    }
    const rich = await member(app, database, 100_000)

    const pricey = await addOffer(database, { pointsPrice: 400 })
    const poor = await member(app, database, 700)
    await expectUnchanged(poor, pricey, 2, 422, 'NOT_ENOUGH_POINTS')
    expect((await redeem(app, poor.token, pricey, 1)).statusCode).toBe(200)

    const lastOne = await addOffer(database, { stock: 3, redeemedCount: 2 })
    await expectUnchanged(rich, lastOne, 2, 409, 'VOUCHER_SOLD_OUT')
    expect((await redeem(app, rich.token, lastOne, 1)).statusCode).toBe(200)
    await expectUnchanged(rich, lastOne, 1, 409, 'VOUCHER_SOLD_OUT')

    const onePerMember = await addOffer(database, { perMemberLimit: 2 })
    await expectUnchanged(rich, onePerMember, 3, 409, 'VOUCHER_LIMIT_REACHED')
    expect((await redeem(app, rich.token, onePerMember, 2)).statusCode).toBe(200)
    await expectUnchanged(rich, onePerMember, 1, 409, 'VOUCHER_LIMIT_REACHED')

    const ended = await addOffer(database, { endsAt: new Date(Date.now() - 1000) })
    await expectUnchanged(rich, ended, 1, 409, 'VOUCHER_OFFER_EXPIRED')
    const withdrawn = await addOffer(database, { isActive: false })
    await expectUnchanged(rich, withdrawn, 1, 409, 'VOUCHER_OFFER_EXPIRED')
    const soon = await addOffer(database, { startsAt: new Date(Date.now() + DAY) })
    await expectUnchanged(rich, soon, 1, 409, 'VOUCHER_OFFER_EXPIRED')
    await expectUnchanged(rich, '00000000-0000-4000-8000-000000000000', 1, 404, 'VOUCHER_NOT_FOUND')

    const open = await addOffer(database)
    await expectUnchanged(rich, open, 11, 400, 'VALIDATION_ERROR')
    await expectUnchanged(rich, open, 0, 400, 'VALIDATION_ERROR')
    const malformed = await app.inject({
      method: 'POST',
      url: `${API}/vouchers/redeem`,
      headers: auth(rich.token),
      payload: { voucher_id: 'not-a-uuid', qty: 1 },
    })
    expect(malformed.statusCode).toBe(400)

    // a temporary guest is asked to sign in to a registered account; no token at all, 401
    const temp = await guest(app)
    const asGuest = await redeem(app, temp, open, 1)
    expect(asGuest.statusCode).toBe(403)
    expect(asGuest.json()).toMatchObject({ code: 'REGISTERED_ONLY' })
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${API}/vouchers/redeem`,
          payload: { voucher_id: open },
        })
      ).statusCode,
    ).toBe(401)
    const [offer] = await database.db
      .select({ redeemed: voucherOffers.redeemedCount })
      .from(voucherOffers)
      .where(eq(voucherOffers.id, open))
    expect(offer?.redeemed).toBe(0)
  })

  it('limits how fast one member redeems', async () => {
    const offer = await addOffer(database, { pointsPrice: 1 })
    const busy = await member(app, database, 1000)
    const answers = []
    for (let i = 0; i < 31; i += 1) answers.push((await redeem(app, busy.token, offer)).statusCode)
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(answers[30]).toBe(429)
  })

  it('lists a member’s own vouchers newest first by status, and shows them to nobody else', async () => {
    const mei = await member(app, database, 10_000)
    const older = await addOffer(database, { validDays: 7 })
    const newer = await addOffer(database, { discountType: 'FREE_DELIVERY', amountOff: null })
    const first = (await redeem(app, mei.token, older, 2)).json().data
    const second = (await redeem(app, mei.token, newer, 1)).json().data
    // one of the older codes ran out yesterday
    await database.db
      .update(vouchers)
      .set({ endsAt: new Date(Date.now() - DAY) })
      .where(eq(vouchers.id, first[0].discount_code_id))

    const mine = (query: string, token = mei.token) =>
      app.inject({ url: `${API}/redeemed-vouchers/all${query}`, headers: auth(token) })
    const all = (await mine('')).json()
    expect(all.total).toBe(3)
    expect(all.data[0]).toMatchObject({
      discount_code_id: second[0].discount_code_id,
      discount_type: 'FREE_DELIVERY',
      amount_off: null,
      status: 'usable',
    })
    const usable = (await mine('?status=usable')).json()
    expect(usable.data.map((v: { code: string }) => v.code).sort()).toEqual(
      [second[0].code, first[1].code].sort(),
    )
    const expired = (await mine('?status=expired')).json()
    expect(expired.total).toBe(1)
    expect(expired.data[0]).toMatchObject({ code: first[0].code, status: 'expired' })
    expect((await mine('?status=used')).json().total).toBe(0)
    const paged = (await mine('?per_page=2')).json()
    expect(paged.data).toHaveLength(2)
    expect(new URL(paged.next_page_url).searchParams.get('page')).toBe('2')
    expect((await mine('?status=lost')).statusCode).toBe(400)

    const details = (id: string, token = mei.token) =>
      app.inject({ url: `${API}/redeemed-vouchers/${id}/details`, headers: auth(token) })
    const one = await details(first[1].discount_code_id)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({
      code: first[1].code,
      terms: { en: expect.stringContaining('Terms of Test offer') },
      valid_until: first[1].valid_until,
      status: 'usable',
      order: null,
    })

    // someone else, a guest, a malformed id: the same 404
    const other = await member(app, database)
    expect((await mine('', other.token)).json().total).toBe(0)
    for (const [id, token] of [
      [first[1].discount_code_id, other.token],
      ['not-a-uuid', mei.token],
      ['00000000-0000-4000-8000-000000000000', mei.token],
    ] as const) {
      const answer = await details(id, token)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().code).toBe('REDEEMED_VOUCHER_NOT_FOUND')
    }
    // a seeded shop code is not a voucher anyone redeemed
    const [welcome] = await database.db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.code, 'WELCOME10'))
    expect((await details(welcome?.id as string)).statusCode).toBe(404)
    const temp = await guest(app)
    expect((await mine('', temp)).statusCode).toBe(403)
    expect((await app.inject(`${API}/redeemed-vouchers/all`)).statusCode).toBe(401)
  })
})
