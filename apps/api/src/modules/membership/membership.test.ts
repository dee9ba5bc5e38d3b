import {
  adminCustomerMembership,
  fromCents,
  hkDate,
  membershipBalance,
  membershipStatus,
  membershipTransactions,
  type StaffRole,
  toCents,
} from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { configurations, membershipTransactions as ledger } from '#api/db/schema/index.ts'
import { readEnv } from '#api/env.ts'
import { accountId, addToCart, guest, viewCart } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register, uniqueEmail } from '../identity/test-helpers.ts'
import { auditOf, mailAbout, pendingFpsOrder, staffTokens } from '../orders/admin-test-helpers.ts'
import { call, ordersApp } from '../orders/test-helpers.ts'
import { pointsLedger } from './ledger.ts'
import { membershipService, tierFor } from './service.ts'
import { DEFAULT_MEMBERSHIP, loadMembershipSettings } from './settings.ts'

const DAY = 24 * 3600 * 1000

describe('tierFor', () => {
  it('finds the tier a spend reaches and the next one', () => {
    expect(tierFor(DEFAULT_MEMBERSHIP, 0)).toMatchObject({
      tier: { key: 'MEMBER' },
      next: { key: 'SILVER' },
    })
    expect(tierFor(DEFAULT_MEMBERSHIP, toCents('20000.00'))).toMatchObject({
      tier: { key: 'SILVER' },
    })
    expect(tierFor(DEFAULT_MEMBERSHIP, toCents('90000.00'))).toMatchObject({
      tier: { key: 'GOLD' },
      next: null,
    })
  })
})

describe('loadMembershipSettings', () => {
  it('lets MEMBERSHIP_PENDING_DAYS shorten the refund window and refuses nonsense', async () => {
    const database = await seededDatabase(testDatabases[0] as (typeof testDatabases)[number])
    try {
      expect((await loadMembershipSettings(database.db, readEnv({}))).pending_days).toBe(14)
      expect(
        (await loadMembershipSettings(database.db, readEnv({ MEMBERSHIP_PENDING_DAYS: '0' })))
          .pending_days,
      ).toBe(0)
      expect(() => readEnv({ MEMBERSHIP_PENDING_DAYS: 'soon' })).toThrow(/MEMBERSHIP_PENDING_DAYS/)
    } finally {
      await database.close()
    }
  })
})

describe.each(testDatabases)('membership points on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** An FPS order of the customer, paid and completed by staff. */
  async function completedOrder(token: string, qty = 2) {
    const placed = await pendingFpsOrder(app, database, token, { qty })
    const id = placed.order._id
    const paid = await call(
      app,
      'PUT',
      `/admin/orders/${id}/payment-proof/approve`,
      tokens.owner,
      {},
    )
    expect(paid.statusCode).toBe(200)
    const done = await call(app, 'PUT', `/admin/orders/${id}/completed`, tokens.owner, {})
    expect(done.statusCode).toBe(200)
    const goods =
      toCents(placed.order.calculations.price.total) -
      toCents(placed.order.calculations.shipping_fee) -
      toCents(placed.order.calculations.carrying_fee ?? '0.00')
    return { ...placed, id, goods, expected: Math.floor(goods / 100) }
  }

  const balanceOf = async (token: string) => {
    const response = await call(app, 'GET', '/profiles/membership/balance', token)
    expect(response.statusCode).toBe(200)
    return membershipBalance.parse(response.json())
  }

  it('gives a member points for a completed order: pending through the refund window, then available until the end of next year', async () => {
    const { token } = await register(app)
    const member = await accountId(app, token)
    const { id, order, expected } = await completedOrder(token)
    expect(expected).toBeGreaterThan(0)

    const balance = await balanceOf(token)
    expect(balance).toMatchObject({ available: 0, pending: expected })
    const pendingUntil = Date.parse(balance.data[0]?.available_at ?? '')
    expect(Math.abs(pendingUntil - (Date.now() + 14 * DAY))).toBeLessThan(60_000)

    const list = await call(app, 'GET', '/profiles/membership/transactions', token)
    expect(list.statusCode).toBe(200)
    expect(membershipTransactions.parse(list.json()).data[0]).toMatchObject({
      type: 'EARNED',
      points: expected,
      state: 'pending',
      order_id: id,
      order_reference: order.reference,
    })
    const mails = await mailAbout(database, order.reference)
    expect(mails.at(-1)?.body).toContain(`You earned ${expected} membership points`)

    // after the window the points are available, grouped by their expiry date
    const later = await membershipService(database.db).balance(
      member,
      new Date(Date.now() + 15 * DAY),
    )
    expect(later).toMatchObject({ available: expected, pending: 0 })
    expect(later.data[0]?.expires_at).toMatch(/^\d{4}-12-31T15:59:59\.999Z$/)
    expect(new Date(later.data[0]?.expires_at ?? '').getUTCFullYear()).toBe(
      Number(hkDate(new Date()).slice(0, 4)) + 1,
    )

    // completing again earns nothing more
    const again = await call(app, 'PUT', `/admin/orders/${id}/completed`, tokens.owner, {})
    expect(again.statusCode).toBe(409)
    expect((await balanceOf(token)).pending).toBe(expected)
  })

  it('shows the tier, the qualifying spend and what is still needed for the next tier', async () => {
    const { token } = await register(app)
    const before = membershipStatus.parse(
      (await call(app, 'GET', '/profiles/membership/status', token)).json(),
    )
    expect(before).toMatchObject({
      tier: { key: 'MEMBER' },
      qualifying_spend: '0.00',
      next_tier: { key: 'SILVER' },
      spend_to_next_tier: '20000.00',
      points_per_hkd: 1,
    })
    const { goods } = await completedOrder(token)
    const after = membershipStatus.parse(
      (await call(app, 'GET', '/profiles/membership/status', token)).json(),
    )
    expect(after.qualifying_spend).toBe(fromCents(goods))
    expect(after.spend_to_next_tier).toBe(fromCents(toCents('20000.00') - goods))
  })

  it('multiplies what a Silver member earns, and the cart says what an order will earn', async () => {
    const { token } = await register(app)
    const member = await accountId(app, token)
    await database.db.insert(ledger).values({
      accountId: member,
      points: 1,
      reason: 'ADJUSTMENT',
      spend: '25000.00',
      note: 'spend carried over from the showroom',
    })
    const { expected, variant } = await completedOrder(token)
    const earned = await database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.accountId, member), eq(ledger.reason, 'EARNED')))
    expect(earned[0]?.points).toBe(Math.floor(expected * 1.25))

    await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
    const cart = (await viewCart(app, token, { checkout_product_variant_ids: [variant.id] })).json()
    const spend = toCents(cart.calculations.price.total) - toCents(cart.calculations.shipping_fee)
    expect(cart.points_to_earn).toBe(Math.floor(Math.floor(spend / 100) * 1.25))
    expect((await viewCart(app, token)).json().points_to_earn).toBe(0)
  })

  it('gives a guest no points, and their cart promises none', async () => {
    const token = await guest(app)
    const guestId = await accountId(app, token)
    const { variant } = await completedOrder(token)
    await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
    const cart = await viewCart(app, token, { checkout_product_variant_ids: [variant.id] })
    expect(cart.json().points_to_earn).toBe(0)
    expect(await database.db.select().from(ledger).where(eq(ledger.accountId, guestId))).toEqual([])
    const status = await call(app, 'GET', '/profiles/membership/status', token)
    expect(status.statusCode).toBe(403)
    expect((await call(app, 'GET', '/profiles/membership/balance')).statusCode).toBe(401)
  })

  it('lets a guest who signs up keep an order placed as a guest, which earns points when it completes', async () => {
    const token = await guest(app)
    const placed = await pendingFpsOrder(app, database, token)
    const migrated = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/migrate',
      headers: { authorization: `Bearer ${token}` },
      payload: { type: 'EMAIL', username: 'Siu Ming', email: uniqueEmail(), password: 'harbour88' },
    })
    expect(migrated.statusCode).toBe(201)
    const member = migrated.json().token as string
    const mine = await call(app, 'GET', `/orders/${placed.order._id}/details`, member)
    expect(mine.statusCode).toBe(200)
    const id = placed.order._id
    expect(
      (await call(app, 'PUT', `/admin/orders/${id}/payment-proof/approve`, tokens.owner, {}))
        .statusCode,
    ).toBe(200)
    expect(
      (await call(app, 'PUT', `/admin/orders/${id}/completed`, tokens.owner, {})).statusCode,
    ).toBe(200)
    expect((await balanceOf(member)).pending).toBeGreaterThan(0)
  })

  it('takes back the pending points of a part refunded inside the window, and the spend with them', async () => {
    const { token } = await register(app)
    const { id, goods, expected, variant } = await completedOrder(token, 2)
    const asked = await call(app, 'POST', `/orders/${id}/refund-request`, token, {
      reason: 'One chair arrived scratched',
      refund_items: [{ product_variant_id: variant.id, qty: 1 }],
    })
    expect([200, 201]).toContain(asked.statusCode)
    const amount = asked.json().amount as string
    const approved = await call(
      app,
      'PUT',
      `/admin/orders/${id}/refund-request/approve`,
      tokens.manager,
      {
        amount,
        offline_reference: 'FPS-991',
      },
    )
    expect(approved.statusCode).toBe(200)
    const reversed = Math.round((expected * toCents(amount)) / goods)
    const balance = await balanceOf(token)
    expect(balance).toMatchObject({ available: 0, pending: expected - reversed })
    const first = membershipTransactions.parse(
      (await call(app, 'GET', '/profiles/membership/transactions', token)).json(),
    ).data[0]
    expect(first).toMatchObject({
      type: 'REVERSED',
      points: -reversed,
      state: 'pending',
      shortfall: 0,
    })
    const status = membershipStatus.parse(
      (await call(app, 'GET', '/profiles/membership/status', token)).json(),
    )
    expect(status.qualifying_spend).toBe(fromCents(goods - toCents(amount)))
  })

  it('after the window takes refunded points from the balance, never below zero, and records the shortfall', async () => {
    const { token } = await register(app)
    const member = await accountId(app, token)
    const { id, expected, variant } = await completedOrder(token, 2)
    // the refund window has passed
    await database.db
      .update(ledger)
      .set({ availableAt: new Date(Date.now() - DAY) })
      .where(eq(ledger.orderId, id))
    expect((await balanceOf(token)).available).toBe(expected)
    // the member spends all but 1 point
    await database.db.transaction((tx) =>
      pointsLedger.debit(tx, member, expected - 1, { reason: 'VOUCHER_REDEEM' }),
    )
    const asked = await call(app, 'POST', `/orders/${id}/refund-request`, token, {
      reason: 'Both chairs are the wrong colour',
      refund_items: [{ product_variant_id: variant.id, qty: 2 }],
    })
    const approved = await call(
      app,
      'PUT',
      `/admin/orders/${id}/refund-request/approve`,
      tokens.manager,
      {
        amount: asked.json().amount,
        offline_reference: 'FPS-992',
      },
    )
    expect(approved.statusCode).toBe(200)
    expect((await balanceOf(token)).available).toBe(0)
    const first = membershipTransactions.parse(
      (await call(app, 'GET', '/profiles/membership/transactions', token)).json(),
    ).data[0]
    expect(first).toMatchObject({ type: 'REVERSED', points: -1, shortfall: expected - 1 })
  })

  it('writes off points past their expiry once, and checkout cannot spend them', async () => {
    const { token } = await register(app)
    const member = await accountId(app, token)
    const past = new Date(Date.now() - DAY)
    await database.db.transaction(async (tx) => {
      await pointsLedger.credit(tx, member, 400, { reason: 'ADJUSTMENT', expiresAt: past })
      await pointsLedger.credit(tx, member, 100, { reason: 'ADJUSTMENT' })
    })
    expect((await balanceOf(token)).available).toBe(100)
    const service = membershipService(database.db)
    expect(await service.expireDue()).toBeGreaterThanOrEqual(1)
    await service.expireDue()
    const expired = await database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.accountId, member), eq(ledger.reason, 'EXPIRED')))
    expect(expired.map((r) => r.points)).toEqual([-400])
    await expect(
      database.db.transaction((tx) =>
        pointsLedger.debit(tx, member, 101, { reason: 'ORDER_DEBIT' }),
      ),
    ).rejects.toMatchObject({ code: 'NOT_ENOUGH_POINTS' })
  })

  it('pages the transactions, newest first', async () => {
    const { token } = await register(app)
    const member = await accountId(app, token)
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= 12; i++)
        await pointsLedger.credit(tx, member, i, { reason: 'ADJUSTMENT', note: `gift ${i}` })
    })
    const first = membershipTransactions.parse(
      (await call(app, 'GET', '/profiles/membership/transactions?per_page=5', token)).json(),
    )
    expect(first).toMatchObject({ total: 12, current_page: 1 })
    expect(first.data).toHaveLength(5)
    expect(first.next_page_url).toContain('page=2')
    const bad = await call(app, 'GET', '/profiles/membership/transactions?page=0', token)
    expect(bad.statusCode).toBe(400)
  })

  it("lets a manager adjust a customer's points with a reason (audited); staff may only look; never below zero", async () => {
    const { token } = await register(app)
    const member = await accountId(app, token)
    const url = `/admin/customers/${member}/points`

    const look = await call(app, 'GET', `/admin/customers/${member}/membership`, tokens.staff)
    expect(look.statusCode).toBe(200)
    expect(adminCustomerMembership.parse(look.json()).balance.available).toBe(0)

    const refused = await call(app, 'POST', url, tokens.staff, { points: 500, reason: 'Goodwill' })
    expect(refused.statusCode).toBe(403)
    const added = await call(app, 'POST', url, tokens.manager, {
      points: 500,
      reason: 'Goodwill for a late delivery',
    })
    expect(added.statusCode).toBe(200)
    const after = adminCustomerMembership.parse(added.json())
    expect(after.balance.available).toBe(500)
    expect(after.transactions.data[0]).toMatchObject({
      type: 'ADJUSTMENT',
      points: 500,
      note: 'Goodwill for a late delivery',
    })
    const audit = await auditOf(database, member)
    expect(audit.at(-1)).toMatchObject({
      action: 'membership.points_adjusted',
      note: 'Goodwill for a late delivery',
      after: { available_points: 500, adjustment: 500 },
    })

    const tooMuch = await call(app, 'POST', url, tokens.manager, {
      points: -501,
      reason: 'Mistake',
    })
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().code).toBe('NOT_ENOUGH_POINTS')
    expect((await balanceOf(token)).available).toBe(500)
    expect(
      (await call(app, 'POST', url, tokens.manager, { points: 0, reason: 'x' })).statusCode,
    ).toBe(400)
    expect(
      (await call(app, 'POST', url, tokens.manager, { points: 5, reason: '' })).statusCode,
    ).toBe(400)
  })

  it('answers 404 for an unknown, malformed or guest customer', async () => {
    const guestId = await accountId(app, await guest(app))
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', guestId]) {
      const response = await call(app, 'GET', `/admin/customers/${id}/membership`, tokens.owner)
      expect(response.statusCode).toBe(404)
    }
  })

  it('names the earn rate in the site configuration, from the membership settings', async () => {
    const config = await call(app, 'GET', '/configuration/latest')
    expect(config.json().membership).toEqual({ points_per_hkd: 1 })
    const [latest] = await database.db
      .select()
      .from(configurations)
      .where(eq(configurations.slug, 'membership'))
    expect(latest?.data).toMatchObject({ points_per_hkd: 1, pending_days: 14 })
  })
})
