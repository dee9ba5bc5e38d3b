import { randomUUID } from 'node:crypto'
import { membershipBalance } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { membershipTransactions as ledger } from '#api/db/schema/index.ts'
import {
  accountId,
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  shopApp,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { pointsLedger, returnedLots, takeFromLots } from './ledger.ts'

const DAY = 24 * 3600 * 1000
const at = (iso: string) => new Date(iso)

describe('which lots points come from and go back to', () => {
  it('spends the lots that expire first, and gives back the latest first', () => {
    const soon = at('2026-12-31T15:59:59.999Z')
    const later = at('2027-12-31T15:59:59.999Z')
    const spent = takeFromLots(
      [
        { expiresAt: soon, points: 100 },
        { expiresAt: later, points: 300 },
      ],
      150,
    )
    expect(spent).toEqual([
      { expiresAt: soon, points: 100 },
      { expiresAt: later, points: 50 },
    ])
    const debits = spent.map((lot) => ({ expiresAt: lot.expiresAt, points: -lot.points }))
    expect(returnedLots(debits, 30)).toEqual([{ expiresAt: later, points: 30 }])
    expect(returnedLots(debits, 150)).toEqual([
      { expiresAt: later, points: 50 },
      { expiresAt: soon, points: 100 },
    ])
    // what was already given back is not given twice
    expect(returnedLots([...debits, { expiresAt: later, points: 50 }], 100)).toEqual([
      { expiresAt: soon, points: 100 },
    ])
    // a debit of an unknown lot (recorded before lots were) comes back without an expiry
    expect(returnedLots([{ expiresAt: null, points: -40 }], 40)).toEqual([
      { expiresAt: null, points: 40 },
    ])
  })
})

describe.each(testDatabases)('points given back on $name', (kind) => {
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

  const balanceOf = async (token: string) => {
    const response = await app.inject({
      url: '/api/v1/profiles/membership/balance',
      headers: auth(token),
    })
    return membershipBalance.parse(response.json())
  }

  it('a cancelled order gives its points back with the expiry of the lots they came from', async () => {
    const { token } = await register(app)
    const id = await accountId(app, token)
    const [item] = await findVariant(database, { points: true, minStock: 2 })
    if (!item?.pointsPrice) throw new Error('no seeded points item')
    const price = item.pointsPrice
    const soon = new Date(Date.now() + 60 * DAY)
    const later = new Date(Date.now() + 500 * DAY)
    await database.db.transaction(async (tx) => {
      await pointsLedger.credit(tx, id, price, { reason: 'ADJUSTMENT', expiresAt: soon })
      await pointsLedger.credit(tx, id, price, { reason: 'ADJUSTMENT', expiresAt: later })
    })

    await addToCart(app, token, { product_variant_id: item.id, qty: 1, use_points: true })
    const placed = await checkout(app, token, checkoutBody([item.id]))
    expect(placed.statusCode).toBe(201)
    // the order spent the points expiring first
    expect((await balanceOf(token)).data).toEqual([
      { state: 'available', points: price, expires_at: later.toISOString(), available_at: null },
    ])

    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${placed.json().order._id}/cancelled`,
      headers: auth(token),
      payload: {},
    })
    expect(cancelled.statusCode).toBe(200)
    const balance = await balanceOf(token)
    expect(balance.available).toBe(price * 2)
    expect(balance.data).toEqual([
      { state: 'available', points: price, expires_at: soon.toISOString(), available_at: null },
      { state: 'available', points: price, expires_at: later.toISOString(), available_at: null },
    ])
  })

  it('points whose lot expired meanwhile come back expired, the others with their expiry', async () => {
    const token = await guest(app)
    const id = await accountId(app, token)
    const orderId = randomUUID()
    const now = new Date()
    const soon = new Date(now.getTime() + DAY)
    const later = new Date(now.getTime() + 500 * DAY)
    await database.db.transaction(async (tx) => {
      await pointsLedger.credit(tx, id, 100, { reason: 'ADJUSTMENT', expiresAt: soon })
      await pointsLedger.credit(tx, id, 100, { reason: 'ADJUSTMENT', expiresAt: later })
      await pointsLedger.debit(tx, id, 150, { reason: 'ORDER_DEBIT', orderId }, now)
    })

    // three days on, the lot of the first 100 has expired; the order is released
    const released = new Date(now.getTime() + 3 * DAY)
    await database.db.transaction((tx) =>
      pointsLedger.giveBack(tx, id, orderId, 150, { reason: 'ORDER_RELEASE' }, released),
    )
    const position = await pointsLedger.position(database.db, id, released)
    expect(position.available).toBe(100)
    expect(position.byExpiry).toEqual([{ expiresAt: later, points: 100 }])
    expect(position.expiredUnrecorded).toBe(0)
    // the member sees the 100 come back and expire, tied to the order; nothing else is written off
    const rows = await database.db
      .select({ points: ledger.points, reason: ledger.reason })
      .from(ledger)
      .where(and(eq(ledger.accountId, id), eq(ledger.orderId, orderId)))
    expect(rows.filter((r) => r.reason === 'EXPIRED').map((r) => r.points)).toEqual([-100])
    expect(
      rows.filter((r) => r.reason === 'ORDER_RELEASE').reduce((sum, r) => sum + r.points, 0),
    ).toBe(150)
    // and they cannot be spent
    await expect(
      database.db.transaction((tx) =>
        pointsLedger.debit(tx, id, 101, { reason: 'VOUCHER_REDEEM' }, released),
      ),
    ).rejects.toMatchObject({ code: 'NOT_ENOUGH_POINTS' })
  })
})
