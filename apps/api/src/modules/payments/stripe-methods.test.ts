import type { PaymentMethod } from '@shop/contract'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import type { SessionRow } from './provider.ts'
import { stripeProvider } from './stripe.ts'

/** A Stripe client whose HTTP calls are captured and answered here: no network. */
function capturingStripe() {
  const calls: { url: string; method: string; body: URLSearchParams }[] = []
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: new URLSearchParams(String(init?.body ?? '')),
    })
    return new Response(
      JSON.stringify({
        id: 'cs_test_wallet',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_wallet',
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )
  }
  const client = new Stripe('sk_test_offline', {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 0,
  })
  return { client, calls }
}

const session: SessionRow = {
  id: '7d9f0b53-4c1e-4a55-9f57-0c2b5d1d6a10',
  kind: 'PAYMENT',
  provider: 'stripe',
  providerRef: null,
  accountId: null,
  orderId: 'c4a1f7b2-2f0e-4d7e-8a7e-1f2b3c4d5e6f',
  installmentId: null,
  savedCardId: null,
  amount: '1280.50',
  currency: 'HKD',
  status: 'open',
  url: '',
  successUrl: 'https://shop.test/result/order/success',
  cancelUrl: 'https://shop.test/result/order/cancelled',
  expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  createdAt: new Date(),
}

async function opened(paymentMethod: PaymentMethod) {
  const { client, calls } = capturingStripe()
  const provider = stripeProvider({ secretKey: 'sk_test_offline', webhookSecret: 'x', client })
  const page = await provider.open({
    session,
    order: { reference: 'MH-2611-0042', email: 'chan@example.hk', paymentMethod },
    savedCard: null,
  })
  expect(page.url).toBe('https://checkout.stripe.com/c/pay/cs_test_wallet')
  expect(calls).toHaveLength(1)
  const [call] = calls
  expect(call?.method).toBe('POST')
  expect(call?.url).toContain('/v1/checkout/sessions')
  return call?.body ?? new URLSearchParams()
}

/** The method-specific keys of a form-encoded Stripe request, as they go on the wire. */
const methodKeys = (body: URLSearchParams) =>
  Object.fromEntries(
    [...body.entries()].filter(
      ([key]) => key.startsWith('allowed_payment_method_types') || key.startsWith('payment_method'),
    ),
  )

describe('Stripe Checkout Session per payment method (ADR 070)', () => {
  it('AlipayHK: a payment session that takes alipay only', async () => {
    const body = await opened('ALIPAY_HK')
    expect(methodKeys(body)).toEqual({ 'allowed_payment_method_types[0]': 'alipay' })
    expect(body.get('mode')).toBe('payment')
    expect(body.get('line_items[0][price_data][currency]')).toBe('hkd')
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('128050')
    expect(body.get('metadata[session_id]')).toBe(session.id)
  })

  it('WeChat Pay HK: wechat_pay only, its QR code for the web client', async () => {
    const body = await opened('WECHAT_PAY_HK')
    expect(methodKeys(body)).toEqual({
      'allowed_payment_method_types[0]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
    })
  })

  it.each(['ONLINE', 'SAVED_CARD'] as const)('%s: cards only, no wallet options', async (m) => {
    const body = await opened(m)
    expect(methodKeys(body)).toEqual({ 'allowed_payment_method_types[0]': 'card' })
  })
})
