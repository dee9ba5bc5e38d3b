import { adminSettings, configuration } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders } from '#api/db/schema/index.ts'
import {
  addToCart,
  CANCEL_URL,
  checkout,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
  gatewayPage,
  guest,
  SUCCESS_URL,
  submitGateway,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { call, ordersApp, staffToken } from '../orders/test-helpers.ts'
import { testGatewayProvider } from './test-gateway.ts'

/**
 * Issue 30, ADR 070: AlipayHK and WeChat Pay HK are paid on the gateway's page like a card; the
 * order keeps the method; the owner switches each one off; refunds take the provider's path.
 */
describe.each(testDatabases)('e-wallets on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let owner: string
  const refunds: { amount: string; session: string }[] = []
  beforeAll(async () => {
    database = await seededDatabase(kind)
    const gateway = testGatewayProvider({
      secret: GATEWAY_SECRET,
      pageBase: 'https://shop.test/api/v1/payments/test-gateway/sessions',
    })
    app = await ordersApp(database, {
      ...gateway,
      name: gateway.name,
      async refund(input) {
        refunds.push({ amount: input.amount, session: input.session.id })
        return gateway.refund(input)
      },
    })
    owner = await staffToken(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function place(method: string, index = 0) {
    const token = await guest(app)
    const [v] = (await findVariant(database, { sale: false, points: false, minStock: 5 })).slice(
      index,
    )
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
    const response = await checkout(app, token, checkoutBody([v.id], { payment_method: method }))
    return { token, variant: v, response }
  }
  const details = async (token: string, id: string) =>
    (await call(app, 'GET', `/orders/${id}/details`, token)).json()
  const orderCount = async () => (await database.db.select({ id: orders.id }).from(orders)).length
  const saveWallets = async (wallets: { ALIPAY_HK: boolean; WECHAT_PAY_HK: boolean }) => {
    const current = adminSettings.parse((await call(app, 'GET', '/admin/settings', owner)).json())
    if (!current.payments) throw new Error('seeded payment details expected')
    const saved = await call(app, 'PUT', '/admin/settings/payments', owner, {
      ...current.payments,
      wallets,
      version: current.version,
    })
    expect(saved.statusCode).toBe(200)
  }

  it('records AlipayHK, shows its own gateway page, and the paid order still names it', async () => {
    const { token, response } = await place('ALIPAY_HK')
    expect(response.statusCode).toBe(201)
    const placed = response.json()
    expect(placed.order.payment_method).toBe('ALIPAY_HK')
    const page = await gatewayPage(app, placed.return_url)
    const html = (await app.inject(page)).body
    expect(html).toContain('data-wallet="ALIPAY_HK"')
    expect(html).toContain('AlipayHK')
    expect(html).not.toContain('card_number')
    const zh = (await app.inject(`${page}?lang=zh`)).body
    expect(zh).toContain('支付寶香港')
    const back = await submitGateway(app, page, { action: 'pay' })
    expect(back.statusCode).toBe(303)
    expect(String(back.headers.location)).toContain('/result/success')
    const paid = await details(token, placed.order._id)
    expect(paid).toMatchObject({ payment_status: 'paid', payment_method: 'ALIPAY_HK' })
  })

  it('a declined WeChat Pay HK payment leaves the order payable; paying again with it succeeds', async () => {
    const { token, response } = await place('WECHAT_PAY_HK', 1)
    const placed = response.json()
    const page = await gatewayPage(app, placed.return_url)
    const declined = await submitGateway(app, page, { action: 'decline' })
    expect(new URL(String(declined.headers.location)).searchParams.get('payment')).toBe('declined')
    const unpaid = await details(token, placed.order._id)
    expect(unpaid).toMatchObject({ payment_status: 'unpaid', payment_method: 'WECHAT_PAY_HK' })
    expect(unpaid.available_actions).toContain('pay_again')
    const again = await call(app, 'POST', `/orders/${placed.order._id}/pay-again`, token, {
      payment_method: 'WECHAT_PAY_HK',
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    })
    expect(again.statusCode).toBe(200)
    const second = await gatewayPage(app, again.json().return_url)
    expect(second).not.toBe(page)
    expect((await app.inject(second)).body).toContain('data-wallet="WECHAT_PAY_HK"')
    await submitGateway(app, second, { action: 'pay' })
    const paid = await details(token, placed.order._id)
    expect(paid).toMatchObject({ payment_status: 'paid', payment_method: 'WECHAT_PAY_HK' })

    // a refund of a wallet payment goes to the provider, as a card's does
    const request = await call(app, 'POST', `/orders/${placed.order._id}/refund-request`, token, {
      reason: 'Changed my mind',
      refund_items: [{ product_variant_id: paid.items[0].product_variant_id, qty: 1 }],
    })
    expect(request.statusCode).toBe(201)
    const approved = await call(
      app,
      'PUT',
      `/admin/orders/${placed.order._id}/refund-request/approve`,
      owner,
      { amount: request.json().amount },
    )
    expect(approved.statusCode).toBe(200)
    expect(refunds).toEqual([
      expect.objectContaining({ amount: request.json().amount, session: expect.any(String) }),
    ])
  })

  it('pays again with another wallet: a new page for that wallet, the order names it', async () => {
    const { token, response } = await place('ONLINE', 2)
    const placed = response.json()
    await submitGateway(app, await gatewayPage(app, placed.return_url), { action: 'cancel' })
    const again = await call(app, 'POST', `/orders/${placed.order._id}/pay-again`, token, {
      payment_method: 'ALIPAY_HK',
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().order.payment_method).toBe('ALIPAY_HK')
    const page = await gatewayPage(app, again.json().return_url)
    expect((await app.inject(page)).body).toContain('data-wallet="ALIPAY_HK"')
  })

  it('a wallet the owner switched off is not offered and is refused with PAYMENT_METHOD_UNAVAILABLE', async () => {
    const site = async () =>
      configuration.parse((await app.inject('/api/v1/configuration/latest')).json())
    expect((await site()).payments.wallets).toEqual(['ALIPAY_HK', 'WECHAT_PAY_HK'])
    await saveWallets({ ALIPAY_HK: false, WECHAT_PAY_HK: true })
    try {
      expect((await site()).payments.wallets).toEqual(['WECHAT_PAY_HK'])
      const before = await orderCount()
      const { response } = await place('ALIPAY_HK', 3)
      expect(response.statusCode).toBe(422)
      expect(response.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' })
      expect(response.json().errors).toEqual([
        { path: 'body.payment_method', message: 'shopErrors.paymentMethodUnavailable' },
      ])
      expect(await orderCount()).toBe(before)
      // "pay again" with it is refused the same way; the order keeps its own method
      const { token, response: placedResponse } = await place('WECHAT_PAY_HK', 3)
      const placed = placedResponse.json()
      const again = await call(app, 'POST', `/orders/${placed.order._id}/pay-again`, token, {
        payment_method: 'ALIPAY_HK',
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
      })
      expect(again.statusCode).toBe(422)
      expect(again.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE')
      expect((await details(token, placed.order._id)).payment_method).toBe('WECHAT_PAY_HK')
    } finally {
      await saveWallets({ ALIPAY_HK: true, WECHAT_PAY_HK: true })
    }
    expect((await site()).payments.wallets).toEqual(['ALIPAY_HK', 'WECHAT_PAY_HK'])
  })

  it('answers an unknown method with 400 (never 500), at checkout and when paying again', async () => {
    const { response } = await place('BITCOIN', 4)
    expect(response.statusCode).toBe(400)
    const { token, response: placedResponse } = await place('ONLINE', 4)
    const again = await call(
      app,
      'POST',
      `/orders/${placedResponse.json().order._id}/pay-again`,
      token,
      { payment_method: 'alipay', success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
    )
    expect(again.statusCode).toBe(400)
  })
})
