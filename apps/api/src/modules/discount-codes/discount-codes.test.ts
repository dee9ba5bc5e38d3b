import {
  type AdminDiscountCodeBody,
  adminDiscountCode,
  adminDiscountCodeDetails,
  adminDiscountCodes,
  type StaffRole,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { vouchers } from '#api/db/schema/index.ts'
import {
  addToCart,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  shopApp,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { codeBody } from './test-helpers.ts'

const API = '/api/v1/admin/discount-codes'

describe.each(testDatabases)('back-office discount codes on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
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
  const list = async (query: string, role: StaffRole = 'staff') => {
    const response = await app.inject({ url: `${API}?${query}`, headers: as(role) })
    expect(response.statusCode, response.body).toBe(200)
    return adminDiscountCodes.parse(response.json())
  }
  async function created(overrides: Partial<AdminDiscountCodeBody> = {}) {
    const response = await create(codeBody(overrides))
    expect(response.statusCode, response.body).toBe(201)
    return adminDiscountCode.parse(response.json())
  }

  it('creates a code in capitals and finds it by part of the code, in any case', async () => {
    const code = await created({ code: `spring${String(Date.now()).slice(-6)}` })
    expect(code.code).toMatch(/^SPRING\d{6}$/)
    expect(code).toMatchObject({
      discount_type: 'FIXED',
      amount_off: '50.00',
      percent_off: null,
      status: 'active',
      used_count: 0,
      first_order_only: false,
    })
    const found = await list(`search=${code.code.slice(0, 8).toLowerCase()}`)
    expect(found.data.map((c) => c.code)).toContain(code.code)
    expect(found.total).toBe(found.data.length)
    // a member's voucher bought with points is not a shop code: never listed
    const all = await list('per_page=100')
    expect(all.data.every((c) => c.code !== '')).toBe(true)
  })

  it('filters by status now: active, scheduled, expired and off', async () => {
    const day = 86_400_000
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString()
    const prefix = `ST${String(Date.now()).slice(-6)}`
    const made = {
      active: await created({ code: `${prefix}A` }),
      scheduled: await created({ code: `${prefix}B`, starts_at: iso(day) }),
      expired: await created({ code: `${prefix}C`, starts_at: iso(-2 * day), ends_at: iso(-day) }),
      disabled: await created({ code: `${prefix}D`, is_active: false }),
    }
    for (const [status, code] of Object.entries(made)) {
      expect(code.status).toBe(status)
      const shown = await list(`search=${prefix}&status=${status}`)
      expect(shown.data.map((c) => c.code)).toEqual([code.code])
    }
    expect((await list(`search=${prefix}`)).total).toBe(4)
  })

  it.each(rolesFor('discounts.manage'))(
    'lets $role create a code: $allowed',
    async ({ role, allowed }) => {
      const response = await create(codeBody(), role)
      expect(response.statusCode).toBe(allowed ? 201 : 403)
      if (!allowed) expect(response.json().code).toBe('STAFF_FORBIDDEN')
    },
  )

  it.each(rolesFor('discounts.view'))(
    'lets $role see the codes: $allowed',
    async ({ role, allowed }) => {
      const response = await app.inject({ url: API, headers: as(role) })
      expect(response.statusCode).toBe(allowed ? 200 : 403)
    },
  )

  it('refuses staff an edit and everyone without a session', async () => {
    const code = await created()
    expect((await edit(code._id, codeBody({ code: code.code }), 'staff')).statusCode).toBe(403)
    expect((await app.inject({ url: API })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: API, payload: codeBody() })).statusCode).toBe(
      401,
    )
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.id, code._id))
    expect(row?.value).toBe('50.00')
  })

  it('names each wrong field and writes nothing', async () => {
    const before = (await list(`search=BAD`, 'manager')).total
    const response = await create({
      ...codeBody(),
      code: 'a b',
      title: { en: '', zh: 'x', cn: 'x' },
      discount_type: 'PERCENTAGE',
      percent_off: 150,
      min_spend: '-3',
      usage_limit: 0,
      per_customer_limit: -1,
      starts_at: '2027-02-01T00:00:00+08:00',
      ends_at: '2027-01-01T00:00:00+08:00',
    })
    expect(response.statusCode).toBe(400)
    const paths = (response.json().errors as { path: string }[]).map((e) => e.path)
    for (const field of [
      'code',
      'title.en',
      'percent_off',
      'min_spend',
      'usage_limit',
      'per_customer_limit',
    ])
      expect(
        paths.some((p) => p.endsWith(field)),
        `${field} in ${paths}`,
      ).toBe(true)
    // a percentage needs its percent, an amount its amount; an end after its start
    const missing = await create({ ...codeBody(), discount_type: 'PERCENTAGE', amount_off: null })
    expect(missing.statusCode).toBe(400)
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .join(),
    ).toContain('percent_off')
    const backwards = await create(
      codeBody({ starts_at: '2027-02-01T00:00:00+08:00', ends_at: '2027-01-01T00:00:00+08:00' }),
    )
    expect(backwards.statusCode).toBe(400)
    expect(
      backwards
        .json()
        .errors.map((e: { path: string }) => e.path)
        .join(),
    ).toContain('ends_at')
    // strange input is a 400, never a 500
    for (const payload of [{}, { code: 12 }, { ...codeBody(), usage_limit: 'lots' }, null])
      expect((await create(payload as object)).statusCode).toBe(400)
    expect((await list(`search=BAD`, 'manager')).total).toBe(before)
  })

  it('refuses a code spelt like another in any case (409 on code), also when editing', async () => {
    const first = await created()
    const again = await create(codeBody({ code: first.code.toLowerCase() }))
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'DISCOUNT_CODE_TAKEN',
      errors: [{ path: 'code', message: 'admin.discounts.errors.codeTaken' }],
    })
    // the seeded WELCOME10 is a code too
    expect((await create(codeBody({ code: 'welcome10' }))).statusCode).toBe(409)
    const second = await created()
    const renamed = await edit(second._id, codeBody({ code: first.code }))
    expect(renamed.statusCode).toBe(409)
    expect(renamed.json().errors[0].path).toBe('code')
    // saving a code under its own spelling is not a conflict
    expect((await edit(second._id, codeBody({ code: second.code.toLowerCase() }))).statusCode).toBe(
      200,
    )
  })

  it('audits a creation and each edit (only what changed), never an edit that changes nothing', async () => {
    const code = await created({ min_spend: '100.00' })
    const body = codeBody({ code: code.code, min_spend: '100.00' })
    const edited = await edit(code._id, { ...body, usage_limit: 3, first_order_only: true })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(adminDiscountCode.parse(edited.json())).toMatchObject({
      usage_limit: 3,
      first_order_only: true,
    })
    expect(
      (await edit(code._id, { ...body, usage_limit: 3, first_order_only: true })).statusCode,
    ).toBe(200)
    const rows = await auditOf(app, code._id)
    expect(rows.map((r) => r.action)).toEqual(['discount_code.created', 'discount_code.updated'])
    expect(rows[0]?.after).toMatchObject({ code: code.code, min_spend: '100.00' })
    expect(rows[1]?.before).toEqual({ usage_limit: null, first_order_only: false })
    expect(rows[1]?.after).toEqual({ usage_limit: 3, first_order_only: true })
  })

  it('answers 404 for an unknown or malformed id and for a code bought with points', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '%27'])
      expect((await app.inject({ url: `${API}/${id}`, headers: as('staff') })).statusCode).toBe(404)
    expect((await edit('00000000-0000-4000-8000-000000000000', codeBody())).statusCode).toBe(404)
  })

  it('shows on its page the orders that used it and the discount they got', async () => {
    const code = await created({ amount_off: '40.00' })
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!variant) throw new Error('no stocked variant')
    for (let i = 0; i < 2; i++) {
      const token = await guest(app)
      await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
      const placed = await checkout(
        app,
        token,
        checkoutBody([variant.id], {
          voucher_code: code.code.toLowerCase(),
          delivery_details: {
            name: 'Chan Tai Man',
            area_code: '852',
            phone: `9${String(Date.now() + i).slice(-7)}`,
            email: `usage.${Date.now()}.${i}@example.hk`,
          },
        }),
      )
      expect(placed.statusCode, placed.body).toBe(201)
    }
    const response = await app.inject({ url: `${API}/${code._id}`, headers: as('staff') })
    expect(response.statusCode).toBe(200)
    const details = adminDiscountCodeDetails.parse(response.json())
    expect(details.used_count).toBe(2)
    expect(details.usage.orders).toBe(2)
    expect(details.usage.discounted).toBe('80.00')
    expect(details.usage.recent.map((o) => o.discount)).toEqual(['40.00', '40.00'])
    const listed = await list(`search=${code.code}`)
    expect(listed.data[0]?.used_count).toBe(2)
  })
})
