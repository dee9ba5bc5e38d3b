import {
  type AdminDiscountCodeBody,
  type Locale,
  SHOP_ERROR_MESSAGE_KEYS,
  type StaffRole,
  translate,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  accountId,
  addToCart,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  ordersOf,
  shopApp,
  viewCart,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { codeBody, newContact } from './test-helpers.ts'

const DAY = 86_400_000
const at = (ms: number) => new Date(Date.now() + ms).toISOString()

/**
 * Each rule a manager sets on a code, enforced in the cart view and at checkout with the
 * shopper's own answer (ADR 045), which the storefront shows in English and both Chinese.
 */
describe.each(testDatabases)('discount code rules on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  let item: string

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    tokens = await staffTokens(app)
    const [row] = await findVariant(database, {
      sale: false,
      points: false,
      minStock: 20,
      maxPrice: 2500,
    })
    if (!row) throw new Error('no cheap stocked variant')
    item = row.id
    // a seeded database and three staff sign-ins: slow on a busy machine
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** A code a manager made through the back office. */
  async function managerMakes(overrides: Partial<AdminDiscountCodeBody>): Promise<string> {
    const body = codeBody(overrides)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/discount-codes',
      headers: staffBearer(tokens.manager),
      payload: body,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().code
  }

  async function shopper() {
    const token = await guest(app)
    await addToCart(app, token, { product_variant_id: item, qty: 1 })
    return token
  }
  const place = (token: string, code: string, contact = newContact()) =>
    checkout(app, token, checkoutBody([item], { voucher_code: code, delivery_details: contact }))
  const cartAnswer = async (token: string, code: string) =>
    (
      await viewCart(app, token, { checkout_product_variant_ids: [item], voucher_code: code })
    ).json()

  /** The refusal in the cart and at checkout, nothing ordered, and the text each language shows. */
  async function refused(token: string, code: string, expected: string, contact = newContact()) {
    const cart = await cartAnswer(token, code)
    expect(cart.is_voucher_applied).toBe(false)
    expect(cart.voucher_error?.code).toBe(expected)
    const before = (await ordersOf(database, [await accountId(app, token)])).length
    const placed = await place(token, code, contact)
    expect(placed.statusCode, placed.body).toBe(422)
    expect(placed.json().code).toBe(expected)
    expect(await ordersOf(database, [await accountId(app, token)])).toHaveLength(before)
    const key = SHOP_ERROR_MESSAGE_KEYS[expected as keyof typeof SHOP_ERROR_MESSAGE_KEYS]
    const texts = (['en', 'zh', 'cn'] as Locale[]).map((l) => translate(l, key, { amount: '1' }))
    expect(new Set(texts).size).toBe(3)
    for (const text of texts) expect(text).not.toContain('shopErrors')
    return texts
  }

  it('applies a code in any case in the cart and takes it off at checkout', async () => {
    const code = await managerMakes({ amount_off: '30.00' })
    const token = await shopper()
    const cart = await cartAnswer(token, code.toLowerCase())
    expect(cart.is_voucher_applied).toBe(true)
    expect(cart.discounts).toContainEqual(
      expect.objectContaining({ type: 'GLOBAL', code, amount: '30.00' }),
    )
    const placed = await place(token, code.toLowerCase())
    expect(placed.statusCode, placed.body).toBe(201)
  })

  it('asks for the minimum spend', async () => {
    const code = await managerMakes({ min_spend: '99999.00' })
    const [en] = await refused(await shopper(), code, 'VOUCHER_MIN_SPEND')
    expect(en).toContain('Spend at least')
  })

  it('says a code has not started yet, then takes it once it has', async () => {
    const code = await managerMakes({ starts_at: at(DAY) })
    const texts = await refused(await shopper(), code, 'VOUCHER_NOT_STARTED')
    expect(texts).toEqual([
      'This voucher code cannot be used yet',
      '此優惠碼尚未開始使用',
      '此优惠码尚未开始使用',
    ])
  })

  it('says a code has expired', async () => {
    const code = await managerMakes({ starts_at: at(-2 * DAY), ends_at: at(-DAY) })
    const texts = await refused(await shopper(), code, 'VOUCHER_EXPIRED')
    expect(texts[0]).toBe('This voucher code has expired')
  })

  it('keeps a first-order code to people with no earlier order, by account, e-mail or phone', async () => {
    const code = await managerMakes({ first_order_only: true })
    // a new person: accepted
    expect((await place(await shopper(), code)).statusCode).toBe(201)
    // someone who ordered before without the code, from the same account
    const token = await shopper()
    const contact = newContact()
    const plain = await checkout(app, token, checkoutBody([item], { delivery_details: contact }))
    expect(plain.statusCode, plain.body).toBe(201)
    await addToCart(app, token, { product_variant_id: item, qty: 1 })
    const texts = await refused(token, code, 'VOUCHER_FIRST_ORDER', contact)
    expect(texts[1]).toBe('此優惠碼只適用於首張訂單')
    // …and from another guest account with the same e-mail: checkout knows the contact
    const other = await shopper()
    const again = await place(other, code, { ...newContact(), email: contact.email })
    expect(again.statusCode).toBe(422)
    expect(again.json().code).toBe('VOUCHER_FIRST_ORDER')
  })

  it('counts uses per customer by account, e-mail and phone', async () => {
    const code = await managerMakes({ per_customer_limit: 1 })
    const token = await shopper()
    const contact = newContact()
    expect((await place(token, code, contact)).statusCode).toBe(201)
    await addToCart(app, token, { product_variant_id: item, qty: 1 })
    const texts = await refused(token, code, 'VOUCHER_PERSON_LIMIT', contact)
    expect(texts[2]).toBe('您已使用过此优惠码')
    const samePhone = await place(await shopper(), code, { ...newContact(), phone: contact.phone })
    expect(samePhone.json().code).toBe('VOUCHER_PERSON_LIMIT')
    // someone else still may
    expect((await place(await shopper(), code)).statusCode).toBe(201)
  })

  it('stops a code at its total limit for everyone', async () => {
    const code = await managerMakes({ usage_limit: 2 })
    expect((await place(await shopper(), code)).statusCode).toBe(201)
    expect((await place(await shopper(), code)).statusCode).toBe(201)
    const texts = await refused(await shopper(), code, 'VOUCHER_USED_UP')
    expect(texts[0]).toBe('This voucher code has been fully used')
  })

  it('treats a code switched off like one that does not exist', async () => {
    const code = await managerMakes({ is_active: false })
    const token = await shopper()
    const cart = await cartAnswer(token, code)
    expect(cart.voucher_error?.code).toBe('VOUCHER_INVALID')
    expect((await place(token, code)).json().code).toBe('VOUCHER_INVALID')
  })
})
