import { type Cart, type CartItem, fromCents, MAIN_STORE_ID, toCents } from '@shop/contract'
import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { cartCount, EMPTY_CART } from '../lib/cart.server.ts'
import { authContext, createLoadContext } from '../lib/context.ts'
import { loader as cartPageLoader } from './cart/cart.tsx'
import { loader } from './resources.cart-panel.ts'

const item = (id: string, qty: number, price: string, sale: string | null): CartItem => {
  const unit = sale ?? price
  return {
    product_variant_id: id,
    product_id: `p-${id}`,
    qty,
    stock: 9,
    use_points: false,
    is_selected: false,
    is_available: true,
    product_title: { en: `Sofa ${id}`, zh: `梳化 ${id}`, cn: `沙发 ${id}` },
    product_variant_title: { en: 'Sage', zh: '鼠尾草綠', cn: '鼠尾草绿' },
    image: `/images/${id}.webp`,
    global_discount: '0.00',
    original_price_per_unit: price,
    discounted_price_per_unit: unit,
    original_subtotal_price: fromCents(toCents(price) * qty),
    subtotal_price: fromCents(toCents(unit) * qty),
    original_point_per_unit: 0,
    discounted_point_per_unit: 0,
    original_subtotal_point: 0,
    subtotal_point: 0,
  }
}

const SOFA = '11111111-1111-4111-8111-111111111111'
const LAMP = '22222222-2222-4222-8222-222222222222'
const RUG = '33333333-3333-4333-8333-333333333333'
/** Two units of a sofa on sale, a lamp at 0.10 and a rug at 0.20 (cents that floats get wrong). */
const ITEMS = [
  item(SOFA, 2, '5000.00', '4500.00'),
  item(LAMP, 1, '0.10', null),
  item(RUG, 1, '0.20', null),
]

/**
 * The API's cart endpoints in miniature: the count, and the cart whose totals cover the lines the
 * body asks for (every line with `select_all`).
 */
function fakeCartApi(items = ITEMS) {
  return vi.fn(async (path: string, init?: RequestInit) => {
    const units = items.reduce((sum, line) => sum + line.qty, 0)
    if (path.endsWith('/count')) return Response.json({ total_qty: units })
    const body = JSON.parse(String(init?.body ?? '{}'))
    const ids: string[] = body.select_all
      ? items.map((line) => line.product_variant_id)
      : (body.checkout_product_variant_ids ?? [])
    const lines = items.map((line) => ({
      ...line,
      is_selected: ids.includes(line.product_variant_id),
    }))
    const chosen = lines.filter((line) => line.is_selected)
    const cents = (pick: (line: CartItem) => string) =>
      chosen.reduce((sum, line) => sum + toCents(pick(line)), 0)
    const subtotal = cents((line) => line.original_subtotal_price)
    const local = subtotal - cents((line) => line.subtotal_price)
    const cart: Cart = {
      ...EMPTY_CART,
      cart_items: lines,
      total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
      calculations: {
        ...EMPTY_CART.calculations,
        price: { subtotal: fromCents(subtotal), total: fromCents(subtotal - local) },
        price_discount: { local: fromCents(local), global: '0.00' },
      },
    }
    return Response.json(cart)
  })
}

function contextWith(apiFetch: ReturnType<typeof fakeCartApi>, token: string | null = 'a-token') {
  const context = createLoadContext(apiFetch)
  context.set(authContext, { session: createSession(token ? { token } : {}), dirty: false })
  return context
}

function panel(query: string, apiFetch = fakeCartApi(), token: string | null = 'a-token') {
  const request = new Request(`http://shop.test/resources/cart-panel?${query}`)
  const context = contextWith(apiFetch, token)
  return { apiFetch, result: loader({ request, context, params: {} } as never) }
}

async function cartPage(search: string) {
  const request = new Request(`http://shop.test/zh/shop/main/cart${search}`)
  const context = contextWith(fakeCartApi())
  return (await cartPageLoader({ request, context, params: {} } as never)).cart
}

describe('header cart panel data (spec §4 cart panel)', () => {
  it('lists every line in the page language with the API totals of every line', async () => {
    const { apiFetch, result } = panel('locale=zh')
    const data = await result
    expect(data.lines[0]).toEqual({
      id: SOFA,
      title: `梳化 ${SOFA}`,
      variant: '鼠尾草綠',
      image: `/images/${SOFA}.webp`,
      qty: 2,
      subtotal: '9000.00',
      points: 0,
      available: true,
      selected: true,
    })
    expect(data).toMatchObject({ totalQty: 4, subtotal: '10000.30', saleDiscount: '1000.00' })
    expect(String(apiFetch.mock.calls[0]?.[0])).toContain(
      `/stores/${MAIN_STORE_ID}/shopping-cart/all`,
    )
  })

  it('counts only the lines ticked on the cart page and marks the others', async () => {
    const data = await panel(`locale=en&selected=${LAMP},${RUG}`).result
    expect(data.lines.map((line) => line.selected)).toEqual([false, true, true])
    // 0.10 + 0.20 in cents: exactly 0.30
    expect(data).toMatchObject({ subtotal: '0.30', saleDiscount: '0.00' })
  })

  it('answers the empty cart without asking the API when the visitor has no session', async () => {
    const { apiFetch, result } = panel('locale=en', fakeCartApi(), null)
    expect(await result).toEqual({ lines: [], totalQty: 0, subtotal: '0.00', saleDiscount: '0.00' })
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('falls back to English for a language the shop does not speak', async () => {
    const { result } = panel('locale=xx')
    expect((await result).lines[0]).toMatchObject({ title: `Sofa ${SOFA}`, variant: 'Sage' })
  })

  it('answers the empty cart when the API fails (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = vi.fn(async () => Response.json({ message: 'down' }, { status: 500 }))
    const { result } = panel('locale=cn', failing as unknown as ReturnType<typeof fakeCartApi>)
    expect(await result).toEqual({ lines: [], totalQty: 0, subtotal: '0.00', saleDiscount: '0.00' })
  })
})

describe('the cart panel and the cart page agree', () => {
  it.each([
    ['nothing chosen yet (every line)', '', ''],
    ['some lines ticked', `?selected=${SOFA},${RUG}`, `&selected=${SOFA},${RUG}`],
    ['every line unticked', '?selected=', '&selected='],
  ])('shows the page subtotal and sale discount: %s', async (_, pageSearch, panelQuery) => {
    const page = await cartPage(pageSearch)
    const data = await panel(`locale=zh${panelQuery}`).result
    expect(data.subtotal).toBe(page.calculations.price.subtotal)
    expect(data.saleDiscount).toBe(page.calculations.price_discount.local)
    expect(data.lines.map((line) => line.selected)).toEqual(
      page.cart_items.map((line) => line.is_selected),
    )
  })
})

describe('the cart page reads the cart once per data set (issue 31)', () => {
  it('counts the header with the unpriced sum and prices every line in one call', async () => {
    const apiFetch = fakeCartApi()
    const context = contextWith(apiFetch)
    const request = new Request('http://shop.test/shop/main/cart?voucher=WELCOME10')
    // the root loader's header count and the page's loader, as one request runs them
    const [count, page] = await Promise.all([
      cartCount(context),
      cartPageLoader({ request, context, params: {} } as never),
    ])
    expect(count).toBe(4)
    expect(page.cart.cart_items.every((line) => line.is_selected)).toBe(true)
    expect(page.cart.calculations.price.subtotal).toBe('10000.30')
    // one call per data set: the count, the couriers' free-delivery thresholds (a public answer,
    // kept across requests by the server) and the priced lines
    expect(apiFetch.mock.calls.map(([path]) => path).sort()).toEqual([
      `/stores/${MAIN_STORE_ID}/shopping-cart/all`,
      `/stores/${MAIN_STORE_ID}/shopping-cart/count`,
      `/stores/${MAIN_STORE_ID}/shopping-cart/couriers?country_code=HK`,
    ])
    const all = apiFetch.mock.calls.find(([path]) => String(path).endsWith('/shopping-cart/all'))
    const priced = JSON.parse(String(all?.[1]?.body))
    expect(priced).toMatchObject({ select_all: true, voucher_code: 'WELCOME10' })
  })

  it('prices the lines the shopper ticked, still in one call', async () => {
    const apiFetch = fakeCartApi()
    const context = contextWith(apiFetch)
    const request = new Request(`http://shop.test/shop/main/cart?selected=${LAMP}`)
    const page = await cartPageLoader({ request, context, params: {} } as never)
    expect(page.cart.calculations.price.subtotal).toBe('0.10')
    expect(apiFetch.mock.calls.map(([path]) => path).sort()).toEqual([
      `/stores/${MAIN_STORE_ID}/shopping-cart/all`,
      `/stores/${MAIN_STORE_ID}/shopping-cart/couriers?country_code=HK`,
    ])
  })
})
