import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  giftRules,
  products,
  voucherOffers,
  voucherRedemptions,
  vouchers,
} from '#api/db/schema/index.ts'
import { addToCart, checkout, checkoutBody, findVariant, shopApp } from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { addOffer, member, redeem } from './test-helpers.ts'

const RACES = 20

/**
 * Redeems and checkouts racing on PostgreSQL (PGlite runs one transaction at a time, so a
 * missing lock would pass there). Each race is built so that one lock alone keeps it right.
 */
describeRaces('voucher races on $name', (kind) => {
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

  /** What each racer was told; never a 5xx (a deadlock or a broken constraint). */
  const outcome = (answers: { statusCode: number; json(): { code?: string } }[]) => {
    const seen = answers.map((a) =>
      a.statusCode === 200 || a.statusCode === 201 ? 'ok' : `${a.statusCode} ${a.json().code}`,
    )
    expect(seen.filter((s) => s.startsWith('5'))).toEqual([])
    return seen
  }

  it(`${RACES} redeems with points for one: exactly one succeeds (the account lock)`, async () => {
    // one offer each, so the offer locks do not queue them: only the account row does
    const offers = await Promise.all(
      Array.from({ length: RACES }, () => addOffer(database, { pointsPrice: 500 })),
    )
    const mei = await member(app, database, 500)
    const answers = await Promise.all(offers.map((offer) => redeem(app, mei.token, offer)))
    const seen = outcome(answers)
    expect(seen.filter((s) => s === 'ok')).toHaveLength(1)
    expect(seen.filter((s) => s === '422 NOT_ENOUGH_POINTS')).toHaveLength(RACES - 1)
    expect(await pointsLedger.balance(database.db, mei.id)).toBe(0)
    const codes = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.ownerAccountId, mei.id))
    expect(codes).toHaveLength(1)
    const [counted] = await database.db
      .select({ n: sql<number>`sum(${voucherOffers.redeemedCount})::int` })
      .from(voucherOffers)
      .where(inArray(voucherOffers.id, offers))
    expect(counted?.n).toBe(1)
  })

  it(`${RACES} members redeeming the last voucher of an offer: one gets it (the offer lock)`, async () => {
    const offer = await addOffer(database, { pointsPrice: 200, stock: 5, redeemedCount: 4 })
    const members = await Promise.all(
      Array.from({ length: RACES }, () => member(app, database, 1000)),
    )
    const answers = await Promise.all(members.map((m) => redeem(app, m.token, offer)))
    const seen = outcome(answers)
    expect(seen.filter((s) => s === 'ok')).toHaveLength(1)
    expect(seen.filter((s) => s === '409 VOUCHER_SOLD_OUT')).toHaveLength(RACES - 1)
    const [row] = await database.db.select().from(voucherOffers).where(eq(voucherOffers.id, offer))
    expect(row?.redeemedCount).toBe(5)
    expect(
      await database.db.select().from(vouchers).where(eq(vouchers.offerId, offer)),
    ).toHaveLength(1)
    const balances = await Promise.all(members.map((m) => pointsLedger.balance(database.db, m.id)))
    expect(balances.sort((a, b) => a - b)).toEqual([800, ...Array(RACES - 1).fill(1000)])
  })

  it(`${RACES} redeems by one member of a one-per-member offer: one (the offer lock)`, async () => {
    // points for all of them and no stock limit: only the offer lock keeps the per-member limit
    const offer = await addOffer(database, { pointsPrice: 10, perMemberLimit: 1 })
    const mei = await member(app, database, 10 * RACES)
    const answers = await Promise.all(
      Array.from({ length: RACES }, () => redeem(app, mei.token, offer)),
    )
    const seen = outcome(answers)
    expect(seen.filter((s) => s === 'ok')).toHaveLength(1)
    expect(seen.filter((s) => s === '409 VOUCHER_LIMIT_REACHED')).toHaveLength(RACES - 1)
    expect(await pointsLedger.balance(database.db, mei.id)).toBe(10 * RACES - 10)
    const codes = await database.db.select().from(vouchers).where(eq(vouchers.offerId, offer))
    expect(codes).toHaveLength(1)
  })

  it('one redeemed code in 10 concurrent checkouts: used once (the voucher lock)', async () => {
    // no gift today: every checkout would lock the gift's variant row and queue behind it
    await database.db.update(giftRules).set({ isActive: false })
    // ten different items, so the variant locks do not queue the checkouts either
    const items = (await findVariant(database, { sale: false, points: false, minStock: 5 }))
      .filter((v, i, all) => all.findIndex((w) => w.productId === v.productId) === i)
      .slice(0, 10)
    expect(items).toHaveLength(10)
    // all ten made in the default lead time, so one delivery day suits every line: a longer one
    // (made to order) refused that line's day now and then, as a slot, not as the voucher
    await database.db
      .update(products)
      .set({ leadTimeMinDays: null, leadTimeMaxDays: null })
      .where(
        inArray(
          products.id,
          items.map((i) => i.productId),
        ),
      )
    const offer = await addOffer(database, { amountOff: '20.00' })
    const owner = await member(app, database, 100)
    const [voucher] = (await redeem(app, owner.token, offer)).json().data
    for (const item of items)
      await addToCart(app, owner.token, { product_variant_id: item.id, qty: 1 })

    const answers = await Promise.all(
      items.map((item) =>
        checkout(app, owner.token, checkoutBody([item.id], { voucher_code: voucher.code })),
      ),
    )
    const seen = outcome(answers)
    // every answer named, so a refusal of another kind says which
    expect(
      seen.filter((s) => s === 'ok'),
      seen.join(', '),
    ).toHaveLength(1)
    expect(
      seen.filter((s) => s === '422 VOUCHER_INVALID'),
      seen.join(', '),
    ).toHaveLength(9)
    const [row] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, voucher.discount_code_id))
    expect(row?.usedCount).toBe(1)
    const uses = await database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.discount_code_id))
    expect(uses).toHaveLength(1)
  })
})
