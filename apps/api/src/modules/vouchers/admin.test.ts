import { randomUUID } from 'node:crypto'
import {
  type AdminVoucherOfferBody,
  adminVoucherOffer,
  adminVoucherOffers,
  type StaffRole,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { voucherOffers } from '#api/db/schema/index.ts'
import { describeRaces, seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { identityApp } from '../identity/test-helpers.ts'
import { staffRepository } from '../staff/repository.ts'

const API = '/api/v1/admin/voucher-offers'

/** A fixed-amount offer; `overrides` change what a test is about. */
function offerBody(overrides: Partial<AdminVoucherOfferBody> = {}): AdminVoucherOfferBody {
  return {
    title: { en: 'HKD 100 off cushions', zh: '咕𠱸減 HKD 100', cn: '靠垫减 HKD 100' },
    terms: { en: 'Orders from HKD 800.', zh: '滿 HKD 800 可用。', cn: '满 HKD 800 可用。' },
    discount_type: 'FIXED',
    amount_off: '100.00',
    min_spend: '800.00',
    points_price: 1000,
    stock: 50,
    per_member_limit: 2,
    valid_days: 30,
    starts_at: '2026-12-01T00:00:00+08:00',
    ends_at: '2027-01-31T23:59:59+08:00',
    is_active: true,
    ...overrides,
  }
}

describe.each(testDatabases)('back-office voucher offers on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const as = (role: StaffRole) => staffBearer(tokens[role])
  const create = (payload: object, role: StaffRole = 'manager') =>
    app.inject({ method: 'POST', url: API, headers: as(role), payload })
  const edit = (id: string, payload: object, role: StaffRole = 'manager') =>
    app.inject({ method: 'PUT', url: `${API}/${id}`, headers: as(role), payload })
  async function created(overrides: Partial<AdminVoucherOfferBody> = {}) {
    const response = await create(offerBody(overrides))
    expect(response.statusCode, response.body).toBe(201)
    return adminVoucherOffer.parse(response.json())
  }
  const row = async (id: string) =>
    (await database.db.select().from(voucherOffers).where(eq(voucherOffers.id, id)))[0]

  it('creates an offer in three languages and lists it newest first, filtered by active flag', async () => {
    const offer = await created()
    expect(offer).toMatchObject({
      title: { en: 'HKD 100 off cushions', zh: '咕𠱸減 HKD 100', cn: '靠垫减 HKD 100' },
      discount_type: 'FIXED',
      amount_off: '100.00',
      percent_off: null,
      min_spend: '800.00',
      points_price: 1000,
      stock: 50,
      remaining: 50,
      redeemed_count: 0,
      per_member_limit: 2,
      valid_days: 30,
      starts_at: '2026-11-30T16:00:00.000Z',
      ends_at: '2027-01-31T15:59:59.000Z',
      is_active: true,
    })
    const paused = await created({
      is_active: false,
      title: { en: 'Paused', zh: '暫停', cn: '暂停' },
    })

    const list = adminVoucherOffers.parse(
      (await app.inject({ url: `${API}?per_page=2`, headers: as('staff') })).json(),
    )
    expect(list.data.map((o) => o._id)).toEqual([paused._id, offer._id])
    const ids = async (status: string) =>
      adminVoucherOffers
        .parse((await app.inject({ url: `${API}?status=${status}`, headers: as('owner') })).json())
        .data.map((o) => o._id)
    expect(await ids('active')).toContain(offer._id)
    expect(await ids('active')).not.toContain(paused._id)
    expect(await ids('inactive')).toEqual(expect.arrayContaining([paused._id]))
    expect(await ids('inactive')).not.toContain(offer._id)

    const one = await app.inject({ url: `${API}/${offer._id}`, headers: as('staff') })
    expect(adminVoucherOffer.parse(one.json())).toEqual(offer)
    const audit = await auditOf(app, offer._id)
    expect(audit.map((a) => [a.action, a.entityType, a.before])).toEqual([
      ['voucher_offer.created', 'voucher_offer', null],
    ])
    expect(audit[0]?.after).toMatchObject({ points_price: 1000, stock: 50, is_active: true })
  })

  it('keeps only the amounts that fit the discount type', async () => {
    const percentage = await created({
      discount_type: 'PERCENTAGE',
      amount_off: '50.00',
      percent_off: 15,
      max_discount: '300.00',
    })
    expect(percentage).toMatchObject({ amount_off: null, percent_off: 15, max_discount: '300.00' })
    const delivery = await created({
      discount_type: 'FREE_DELIVERY',
      amount_off: '50.00',
      percent_off: 15,
      max_discount: '300.00',
      stock: null,
    })
    expect(delivery).toMatchObject({
      amount_off: null,
      percent_off: null,
      max_discount: null,
      stock: null,
      remaining: null,
    })
  })

  it('edits an offer, audited with only what changed, before → after', async () => {
    const offer = await created()
    const response = await edit(
      offer._id,
      offerBody({ stock: 80, points_price: 900, is_active: false }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const edited = adminVoucherOffer.parse(response.json())
    expect(edited).toMatchObject({ stock: 80, remaining: 80, points_price: 900, is_active: false })
    expect(await row(offer._id)).toMatchObject({ stock: 80, pointsPrice: 900, isActive: false })

    // the same values again: nothing changed, nothing written
    expect(
      (await edit(offer._id, offerBody({ stock: 80, points_price: 900, is_active: false })))
        .statusCode,
    ).toBe(200)
    const audit = await auditOf(app, offer._id)
    expect(audit.map((a) => [a.action, a.before, a.after]).slice(1)).toEqual([
      [
        'voucher_offer.updated',
        { points_price: 1000, stock: 50, is_active: true },
        { points_price: 900, stock: 80, is_active: false },
      ],
    ])
  })

  it('refuses a stock below what was already redeemed (409) and changes nothing', async () => {
    const offer = await created({ stock: 10 })
    await database.db
      .update(voucherOffers)
      .set({ redeemedCount: 7 })
      .where(eq(voucherOffers.id, offer._id))
    const refused = await edit(offer._id, offerBody({ stock: 6, points_price: 5 }))
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'STOCK_BELOW_REDEEMED',
      message: 'The stock cannot be less than the 7 vouchers already redeemed',
    })
    expect(await row(offer._id)).toMatchObject({ stock: 10, pointsPrice: 1000, redeemedCount: 7 })
    expect(await auditOf(app, offer._id)).toHaveLength(1)

    // exactly what was redeemed, or no limit, is fine
    const sold = adminVoucherOffer.parse((await edit(offer._id, offerBody({ stock: 7 }))).json())
    expect(sold).toMatchObject({ stock: 7, remaining: 0, redeemed_count: 7 })
    const open = adminVoucherOffer.parse((await edit(offer._id, offerBody({ stock: null }))).json())
    expect(open).toMatchObject({ stock: null, remaining: null })
  })

  it('answers 404 for an unknown or malformed id, and 400 naming the bad field', async () => {
    for (const id of [randomUUID(), 'not-an-id', "1' or '1'='1"]) {
      const url = `${API}/${encodeURIComponent(id)}`
      const look = await app.inject({ url, headers: as('owner') })
      expect(look.statusCode, id).toBe(404)
      expect(look.json().code).toBe('VOUCHER_OFFER_NOT_FOUND')
      expect((await edit(encodeURIComponent(id), offerBody(), 'owner')).statusCode, id).toBe(404)
    }
    const before = (await database.db.select().from(voucherOffers)).length
    const cases: [object, string][] = [
      [offerBody({ amount_off: null }), 'body.amount_off'],
      [offerBody({ discount_type: 'PERCENTAGE', percent_off: null }), 'body.percent_off'],
      [offerBody({ percent_off: 120, discount_type: 'PERCENTAGE' }), 'body.percent_off'],
      [offerBody({ points_price: 0 }), 'body.points_price'],
      [offerBody({ stock: -1 }), 'body.stock'],
      [offerBody({ valid_days: 0 }), 'body.valid_days'],
      [offerBody({ min_spend: '12.345' }), 'body.min_spend'],
      [offerBody({ ends_at: '2026-11-01T00:00:00+08:00' }), 'body.ends_at'],
      [offerBody({ starts_at: '0000-01-01T00:00:00Z', ends_at: null }), 'body.starts_at'],
      [offerBody({ title: { en: 'Cushions', zh: ' ', cn: '靠垫' } }), 'body.title.zh'],
      [{ ...offerBody(), redeemed_count: 0 }, 'body'],
    ]
    for (const [payload, path] of cases) {
      const response = await create(payload, 'owner')
      expect(response.statusCode, path).toBe(400)
      const paths = response.json().errors.map((e: { path: string }) => e.path)
      expect(
        paths.some((p: string) => p.startsWith(path)),
        `${path} in ${paths}`,
      ).toBe(true)
    }
    expect(await database.db.select().from(voucherOffers)).toHaveLength(before)
    const offer = await created()
    expect((await edit(offer._id, offerBody({ points_price: -5 }))).statusCode).toBe(400)
    expect((await row(offer._id))?.pointsPrice).toBe(1000)
    const bad = await app.inject({ url: `${API}?status=gone`, headers: as('owner') })
    expect(bad.json().errors[0].path).toBe('querystring.status')
  })

  it('lets each role look and change as the role table says; a refusal changes nothing', async () => {
    const offer = await created()
    for (const { role, allowed } of rolesFor('vouchers.view')) {
      const list = await app.inject({ url: API, headers: as(role) })
      const one = await app.inject({ url: `${API}/${offer._id}`, headers: as(role) })
      expect([list.statusCode, one.statusCode], role).toEqual(allowed ? [200, 200] : [403, 403])
    }
    const stocks = { owner: 61, manager: 62, staff: 63 } as const
    for (const { role, allowed } of rolesFor('vouchers.manage')) {
      const before = (await database.db.select().from(voucherOffers)).length
      const audited = (await auditOf(app, offer._id)).length
      const made = await create(offerBody({ points_price: 4321 }), role)
      const changed = await edit(offer._id, offerBody({ stock: stocks[role] }), role)
      expect([made.statusCode, changed.statusCode], role).toEqual(allowed ? [201, 200] : [403, 403])
      expect((await database.db.select().from(voucherOffers)).length, role).toBe(
        allowed ? before + 1 : before,
      )
      expect((await row(offer._id))?.stock === stocks[role], role).toBe(allowed)
      expect((await auditOf(app, offer._id)).length, role).toBe(allowed ? audited + 1 : audited)
      if (!allowed) expect(changed.json().code).toBe('STAFF_FORBIDDEN')
    }
    // signed out: not a staff session
    expect((await app.inject({ url: API })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: API, payload: offerBody() })).statusCode).toBe(
      401,
    )
  })

  it('leaves no offer and no audit row when the change fails half-way', async () => {
    const offer = await created()
    const spy = vi
      .spyOn(staffRepository, 'insertAudit')
      .mockRejectedValue(new Error('database went away'))
    try {
      const before = (await database.db.select().from(voucherOffers)).length
      expect((await create(offerBody({ points_price: 777 }))).statusCode).toBe(500)
      expect(await database.db.select().from(voucherOffers)).toHaveLength(before)
      expect((await edit(offer._id, offerBody({ stock: 5 }))).statusCode).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect((await row(offer._id))?.stock).toBe(50)
    expect(await auditOf(app, offer._id)).toHaveLength(1)
  })
})

describeRaces('back-office voucher offer edits racing redeems on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let manager: string

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
    manager = (await staffTokens(app)).manager
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('an edit waits for a redeem holding the offer, then refuses a stock below the new count', async () => {
    const made = await app.inject({
      method: 'POST',
      url: API,
      headers: staffBearer(manager),
      payload: offerBody({ stock: 10 }),
    })
    const offer = adminVoucherOffer.parse(made.json())
    let locked!: () => void
    let release!: () => void
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // a redeem as the shop runs it: the offer's row locked, the count raised, commit later
    const redeem = database.db.transaction(async (tx) => {
      await tx.select().from(voucherOffers).where(eq(voucherOffers.id, offer._id)).for('update')
      await tx
        .update(voucherOffers)
        .set({ redeemedCount: 8 })
        .where(eq(voucherOffers.id, offer._id))
      locked()
      await held
    })
    await isLocked
    // 7 is fine against the count before the redeem, not after it
    const edit = app.inject({
      method: 'PUT',
      url: `${API}/${offer._id}`,
      headers: staffBearer(manager),
      payload: offerBody({ stock: 7 }),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    release()
    await redeem
    const response = await edit
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().code).toBe('STOCK_BELOW_REDEEMED')
    const [row] = await database.db
      .select()
      .from(voucherOffers)
      .where(eq(voucherOffers.id, offer._id))
    expect(row).toMatchObject({ stock: 10, redeemedCount: 8 })
  })
})
