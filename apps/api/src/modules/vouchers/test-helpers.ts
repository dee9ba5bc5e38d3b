import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#api/db/client.ts'
import { voucherOffers, vouchers } from '#api/db/schema/index.ts'
import { MAIN_STORE_ID } from '#api/db/seed/stores.ts'
import { accountId, auth } from '#api/testing/shop.ts'
import { uniqueEmail } from '../identity/test-helpers.ts'
import { pointsLedger } from '../membership/ledger.ts'

type NewOffer = Partial<typeof voucherOffers.$inferInsert>

let offers = 0
/** A voucher offer on sale now in the main store: HK$50 off for 100 points unless told otherwise. */
export async function addOffer(database: Database, values: NewOffer = {}): Promise<string> {
  offers += 1
  const name = `Test offer ${offers}`
  const [row] = await database.db
    .insert(voucherOffers)
    .values({
      storeId: MAIN_STORE_ID,
      title: { en: name, zh: `測試 ${offers}`, cn: `测试 ${offers}` },
      terms: { en: `Terms of ${name}`, zh: `條款 ${offers}`, cn: `条款 ${offers}` },
      discountType: 'FIXED',
      amountOff: '50.00',
      pointsPrice: 100,
      validDays: 30,
      ...values,
    })
    .returning({ id: voucherOffers.id })
  return row?.id as string
}

let members = 0
/**
 * A registered member holding `points` (credited by staff adjustment). Each signs up from an
 * address of its own: sign-ups are limited per IP, and races need more members than that.
 */
export async function member(app: FastifyInstance, database: Database, points = 0, locale = 'en') {
  members += 1
  const email = uniqueEmail()
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: { 'x-store-locale': locale },
    remoteAddress: `10.16.${Math.floor(members / 250)}.${members % 250}`,
    payload: { type: 'EMAIL', username: 'Mei Ling', email, password: 'harbour88' },
  })
  const token = response.json().token as string
  const id = await accountId(app, token)
  if (points > 0)
    await database.db.transaction((tx) =>
      pointsLedger.credit(tx, id, points, { reason: 'ADJUSTMENT', note: 'test' }),
    )
  return { token, id, email }
}

export function redeem(app: FastifyInstance, token: string, voucherId: string, qty?: number) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/vouchers/redeem',
    headers: auth(token),
    payload: { voucher_id: voucherId, ...(qty === undefined ? {} : { qty }) },
  })
}

/** What a redeem changes: the member's points and codes, and the offer's redeemed count. */
export async function holdings(database: Database, accountIdOf: string, offerId: string) {
  const [offer] = await database.db
    .select({ redeemed: voucherOffers.redeemedCount })
    .from(voucherOffers)
    .where(eq(voucherOffers.id, offerId))
  const [codes] = await database.db
    .select({ n: count() })
    .from(vouchers)
    .where(eq(vouchers.ownerAccountId, accountIdOf))
  return {
    points: await pointsLedger.balance(database.db, accountIdOf),
    codes: codes?.n ?? 0,
    redeemed: offer?.redeemed ?? -1,
  }
}
