import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { authContext, createLoadContext } from './context.ts'
import { loadVoucherShop, redeemVoucher } from './vouchers.server.ts'

const OFFER_ID = '0b9c6a52-4a7e-4d7e-9a39-6a3f0d2b8e11'

/** A page's context whose API answers with `answer`; a member unless `registered` is false. */
function contextWith(answer: (path: string) => Response, registered = true) {
  const apiFetch = vi.fn(async (path: string) => answer(path))
  const context = createLoadContext(apiFetch)
  const session = createSession(registered ? { token: 't', registered: true } : {})
  context.set(authContext, { session, dirty: false })
  return { context, apiFetch }
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
}

const refusal = (status: number, code: string) =>
  Response.json({ message: 'no', statusCode: status, code }, { status })

/** Unwraps `data(...)` answers and thrown redirects for the assertions. */
async function outcome(run: () => Promise<unknown>) {
  try {
    const answer = (await run()) as { data?: unknown; init?: { status?: number } }
    return 'data' in (answer as object) && answer.init
      ? { status: answer.init.status, body: answer.data }
      : { status: 200, body: answer }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') }
    throw thrown
  }
}

describe('redeeming a voucher (issue 16)', () => {
  it('sends a guest to log in and back to the confirmation, without calling the API', async () => {
    const { context, apiFetch } = contextWith(() => Response.json({}), false)
    const result = await outcome(() =>
      redeemVoucher(post('/cn/vouchers', { voucher_id: OFFER_ID, qty: '2' }), context),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe(
      `/cn/authentication/login/email?next=${encodeURIComponent(`/cn/vouchers?confirm=${OFFER_ID}&qty=2`)}`,
    )
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it.each([
    [422, 'NOT_ENOUGH_POINTS', 'shopErrors.notEnoughPoints'],
    [409, 'VOUCHER_SOLD_OUT', 'vouchers.errors.soldOut'],
    [409, 'VOUCHER_LIMIT_REACHED', 'vouchers.errors.limitReached'],
    [409, 'VOUCHER_OFFER_EXPIRED', 'vouchers.errors.offerExpired'],
    [404, 'VOUCHER_NOT_FOUND', 'vouchers.errors.notFound'],
  ])('answers %i %s with its message in the shopper’s language', async (status, code, key) => {
    const { context } = contextWith(() => refusal(status, code))
    const result = await outcome(() =>
      redeemVoucher(post('/vouchers', { voucher_id: OFFER_ID, qty: '1' }), context),
    )
    expect(result).toEqual({ status, body: { ok: false, fieldErrors: {}, error: key } })
  })

  it('refuses a quantity over the limit before asking the API', async () => {
    const { context, apiFetch } = contextWith(() => Response.json({}))
    const result = await outcome(() =>
      redeemVoucher(post('/vouchers', { voucher_id: OFFER_ID, qty: '11' }), context),
    )
    expect(result.status).toBe(400)
    expect(apiFetch).not.toHaveBeenCalled()
  })
})

describe('the voucher shop', () => {
  it('sends a guest who opens a confirmation to log in and back to it', async () => {
    const { context } = contextWith(
      (path) =>
        path.startsWith('/vouchers/all')
          ? Response.json({ data: [], current_page: 1, next_page_url: null, total: 0 })
          : refusal(404, 'NOT_FOUND'),
      false,
    )
    const result = await outcome(() =>
      loadVoucherShop(
        new Request(`http://shop.test/zh/vouchers?confirm=${OFFER_ID}&qty=1`),
        context,
      ),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe(
      `/zh/authentication/login/email?next=${encodeURIComponent(`/zh/vouchers?confirm=${OFFER_ID}&qty=1`)}`,
    )
  })

  it('falls back to the sorting list’s default for an unknown sort and asks for the chosen type', async () => {
    const { context, apiFetch } = contextWith(
      (path) =>
        path.includes('sorting-list')
          ? Response.json({
              slug: 'voucher',
              default: 'newest',
              options: [
                {
                  key: 'newest',
                  title: { en: 'N', zh: 'N', cn: 'N' },
                  sort_by: 'created_at',
                  sort_order: 'desc',
                },
              ],
            })
          : Response.json({ data: [], current_page: 1, next_page_url: null, total: 0 }),
      false,
    )
    const shop = await loadVoucherShop(
      new Request('http://shop.test/vouchers?sort=nonsense&discount_type=FIXED'),
      context,
    )
    expect(shop.filters).toEqual({ sort: 'newest', discount_type: 'FIXED', page: 1 })
    expect(shop.points).toBeNull()
    const listCall = apiFetch.mock.calls
      .map(([path]) => path)
      .find((p) => p.startsWith('/vouchers/all'))
    expect(listCall).toBe(
      '/vouchers/all?slug=voucher&page=1&per_page=12&sort=newest&discount_type=FIXED',
    )
  })
})

describe('a redeem that goes through', () => {
  it('redirects to the shop showing the new codes, so a reload never buys again', async () => {
    const voucher = (id: string) => ({
      discount_code_id: id,
      voucher_id: OFFER_ID,
      code: `PTS-${id.toUpperCase()}XXXX`,
      title: { en: 't', zh: 't', cn: 't' },
      terms: { en: 't', zh: 't', cn: 't' },
      discount_type: 'FIXED',
      amount_off: '100.00',
      percent_off: null,
      max_discount: null,
      min_spend: '1000.00',
      points_spent: 1000,
      status: 'usable',
      redeemed_at: '2026-11-24T10:00:00.000Z',
      valid_until: '2027-01-23T10:00:00.000Z',
      used_at: null,
      order: null,
    })
    const { context, apiFetch } = contextWith(() =>
      Response.json({
        data: [voucher('c1'), voucher('c2')],
        points_spent: 2000,
        points_available: 600,
      }),
    )
    const result = await outcome(() =>
      redeemVoucher(post('/cn/vouchers', { voucher_id: OFFER_ID, qty: '2' }), context),
    )
    expect(result).toEqual({ status: 303, location: '/cn/vouchers?redeemed=c1%2Cc2' })
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/vouchers/redeem')
    expect(JSON.parse(String(init.body))).toEqual({ voucher_id: OFFER_ID, qty: 2 })
  })
})
