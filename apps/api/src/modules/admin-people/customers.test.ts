import { randomUUID } from 'node:crypto'
import { adminCustomerDetails, adminCustomerList, type StaffRole } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { accounts, outboxMessages } from '#api/db/schema/index.ts'
import { accountId, auth } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { identityRepository } from '../identity/repository.ts'
import { identityApp, register } from '../identity/test-helpers.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { placeOrder } from '../orders/test-helpers.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from './test-helpers.ts'

const API = '/api/v1/admin/customers'
const PASSWORD = 'harbour88'

describe.each(testDatabases)('back-office customers on $name', (kind) => {
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

  /** A registered customer with a unique name and phone. */
  async function customer(overrides: Record<string, unknown> = {}) {
    const phone = String(50000000 + Math.floor(Math.random() * 9_999_999))
    const username = `Wong ${randomUUID().slice(0, 6)}`
    const { email, token } = await register(app, {
      username,
      area_code: '852',
      phone,
      ...overrides,
    })
    return { email, token, phone, username, id: await accountId(app, token) }
  }
  const as = (role: StaffRole) => staffBearer(tokens[role])
  const login = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'EMAIL', login_id: email, password: PASSWORD },
    })
  const disable = (id: string, disabled: boolean, role: StaffRole = 'manager') =>
    app.inject({ method: 'PUT', url: `${API}/${id}`, headers: as(role), payload: { disabled } })
  const verifyMails = async (email: string) =>
    database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, email),
          eq(outboxMessages.subject, 'Please confirm your e-mail address'),
        ),
      )

  it('finds registered customers by e-mail, phone or name, paged', async () => {
    await customer()
    const mei = await customer()
    for (const q of [mei.email.slice(0, 20).toUpperCase(), mei.phone.slice(2), mei.username]) {
      const response = await app.inject({
        url: `${API}?q=${encodeURIComponent(q)}`,
        headers: as('staff'),
      })
      expect(response.statusCode, q).toBe(200)
      const list = adminCustomerList.parse(response.json())
      expect(
        list.data.map((c) => c._id),
        q,
      ).toContain(mei.id)
      expect(list.data.find((c) => c._id === mei.id)).toMatchObject({
        email: mei.email,
        phone: mei.phone,
        disabled: false,
        is_verified: false,
        order_count: 0,
      })
    }
    const first = adminCustomerList.parse(
      (await app.inject({ url: `${API}?per_page=1`, headers: as('owner') })).json(),
    )
    expect(first.data).toHaveLength(1)
    expect(first.total).toBeGreaterThan(1)
    expect(first.next_page_url).toContain('page=2')
    // a temporary guest is not a customer to look up
    const none = await app.inject({ url: `${API}?q=zzzz-nobody-here`, headers: as('owner') })
    expect(adminCustomerList.parse(none.json()).data).toEqual([])
  })

  it('shows a customer with orders, points ledger and balance, read-only', async () => {
    const mei = await customer()
    const { order } = await placeOrder(app, database, mei.token, { qty: 1 })
    await database.db.transaction(async (tx) => {
      await pointsLedger.credit(tx, mei.id, 120, { reason: 'ADJUSTMENT', note: 'welcome' })
      await pointsLedger.debit(tx, mei.id, 20, { reason: 'ORDER_DEBIT', orderId: order._id })
    })
    const response = await app.inject({ url: `${API}/${mei.id}`, headers: as('staff') })
    expect(response.statusCode, response.body).toBe(200)
    const details = adminCustomerDetails.parse(response.json())
    expect(details).toMatchObject({ _id: mei.id, email: mei.email, order_count: 1 })
    expect(details.orders).toEqual([
      expect.objectContaining({ reference: order.reference, payment_method: 'FPS' }),
    ])
    expect(details.points.balance).toBe(100)
    expect(details.points.ledger.map((l) => [l.points, l.order_reference])).toEqual(
      expect.arrayContaining([
        [120, null],
        [-20, order.reference],
      ]),
    )
    expect(details.vouchers).toEqual([])
  })

  it('answers 404 for an unknown id and 400 naming a bad field', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await app.inject({ url: `${API}/${id}`, headers: as('owner') })
      expect(response.statusCode, id).toBe(404)
      expect((await disable(id, true, 'owner')).statusCode).toBe(404)
      const resend = await app.inject({
        method: 'POST',
        url: `${API}/${id}/verification`,
        headers: as('owner'),
      })
      expect(resend.statusCode).toBe(404)
    }
    const mei = await customer()
    const cases: [object, string][] = [
      [{ disabled: 'yes' }, 'body.disabled'],
      [{}, 'body.disabled'],
    ]
    for (const [payload, path] of cases) {
      const response = await app.inject({
        method: 'PUT',
        url: `${API}/${mei.id}`,
        headers: as('owner'),
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path)
    }
    const extra = await app.inject({
      method: 'PUT',
      url: `${API}/${mei.id}`,
      headers: as('owner'),
      payload: { disabled: true, role: 'staff' },
    })
    expect(extra.statusCode).toBe(400)
    const bad = await app.inject({ url: `${API}?per_page=1000`, headers: as('owner') })
    expect(bad.json().errors[0].path).toBe('querystring.per_page')
    expect(await auditOf(app, mei.id)).toEqual([])
  })

  it('lets each role look and change as the role table says', async () => {
    const seen = await customer()
    for (const { role, allowed } of rolesFor('customers.view')) {
      const list = await app.inject({ url: API, headers: as(role) })
      const details = await app.inject({ url: `${API}/${seen.id}`, headers: as(role) })
      expect([list.statusCode, details.statusCode], role).toEqual(allowed ? [200, 200] : [403, 403])
    }
    for (const { role, allowed } of rolesFor('customers.manage')) {
      const mei = await customer()
      const response = await disable(mei.id, true, role)
      const resend = await app.inject({
        method: 'POST',
        url: `${API}/${mei.id}/verification`,
        headers: as(role),
      })
      expect([response.statusCode, resend.statusCode], role).toEqual(
        allowed ? [200, 202] : [403, 403],
      )
      const [row] = await database.db.select().from(accounts).where(eq(accounts.id, mei.id))
      expect(row?.disabledAt !== null, role).toBe(allowed)
      expect((await verifyMails(mei.email)).length, role).toBe(allowed ? 2 : 1)
      expect((await auditOf(app, mei.id)).length, role).toBe(allowed ? 2 : 0)
      if (!allowed) expect(response.json().code).toBe('STAFF_FORBIDDEN')
    }
    // signed out, or a customer's token: not a staff session
    const mei = await customer()
    for (const headers of [{}, auth(mei.token)]) {
      expect((await app.inject({ url: API, headers })).statusCode).toBe(401)
      const put = await app.inject({
        method: 'PUT',
        url: `${API}/${mei.id}`,
        headers,
        payload: { disabled: true },
      })
      expect(put.statusCode).toBe(401)
    }
    expect((await login(mei.email)).statusCode).toBe(200)
    expect(await auditOf(app, mei.id)).toEqual([])
  })

  it('disables an account: sign-in refused in its words, sessions ended; enabling undoes it', async () => {
    const mei = await customer()
    const refresh = (
      await login(mei.email).then((r) => r.json() as { token: string; refresh_token: string })
    ).refresh_token
    const response = await disable(mei.id, true)
    expect(response.statusCode, response.body).toBe(200)
    expect(adminCustomerDetails.parse(response.json()).disabled).toBe(true)

    const me = await app.inject({ url: '/api/v1/auth/user', headers: auth(mei.token) })
    expect(me.statusCode).toBe(401)
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: refresh },
    })
    expect(refreshed.statusCode).toBe(401)
    const refused = await login(mei.email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' })
    // the wrong password still reads as a wrong password: nothing learnt about the account
    const guessed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'EMAIL', login_id: mei.email, password: 'wrongpass99' },
    })
    expect(guessed.json().code).toBe('LOGIN_FAILED')

    // disabling twice changes nothing and writes nothing
    expect((await disable(mei.id, true)).statusCode).toBe(200)
    expect((await disable(mei.id, false)).statusCode).toBe(200)
    expect((await login(mei.email)).statusCode).toBe(200)

    const audit = await auditOf(app, mei.id)
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['customer.disabled', { disabled: false }, { disabled: true }],
      ['customer.enabled', { disabled: true }, { disabled: false }],
    ])
  })

  it('resends the verification e-mail once per call, and refuses a verified address', async () => {
    const mei = await customer()
    const resend = () =>
      app.inject({ method: 'POST', url: `${API}/${mei.id}/verification`, headers: as('owner') })
    const response = await resend()
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json().sent_to).toBe(mei.email)
    const mails = await verifyMails(mei.email)
    expect(mails).toHaveLength(2)
    expect(mails.every((m) => m.body.includes('https://shop.test/authentication/verify'))).toBe(
      true,
    )
    expect((await auditOf(app, mei.id)).map((a) => a.action)).toEqual([
      'customer.verification_resent',
    ])

    await database.db
      .update(accounts)
      .set({ verifiedAt: new Date() })
      .where(eq(accounts.id, mei.id))
    const verified = await resend()
    expect(verified.statusCode).toBe(409)
    expect(verified.json().code).toBe('ALREADY_VERIFIED')
    expect(await verifyMails(mei.email)).toHaveLength(2)
    expect(await auditOf(app, mei.id)).toHaveLength(1)
  })

  it('leaves no audit row and no change when the change fails half-way', async () => {
    const mei = await customer()
    const spy = vi
      .spyOn(identityRepository, 'revokeAllTokens')
      .mockRejectedValueOnce(new Error('database went away'))
    try {
      const response = await disable(mei.id, true)
      expect(response.statusCode).toBe(500)
    } finally {
      spy.mockRestore()
    }
    const [row] = await database.db.select().from(accounts).where(eq(accounts.id, mei.id))
    expect(row?.disabledAt).toBeNull()
    expect(await auditOf(app, mei.id)).toEqual([])
    expect((await login(mei.email)).statusCode).toBe(200)
  })
})
