import { randomUUID } from 'node:crypto'
import { managerHeaders } from './bench-edit.ts'
import { MAIN_STORE_ID, productDetailsApi, productListApi } from './bench-lib.ts'

/**
 * Request sequences of `npm run bench` that change per request: the product list with filters no
 * cache holds, add to cart, and checkout. autocannon calls `setupRequest` before each request with
 * the connection's own context.
 */
export type BenchRequest = {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: BenchRequest, context: Record<string, unknown>) => BenchRequest
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
}

/**
 * Prints the first answer of each status that is not 2xx (status, call and body) once per run,
 * so refusals under load are seen rather than only counted.
 */
function refusalsOnce(what: string) {
  const seen = new Set<number>()
  return (status: number, body: string) => {
    if (status < 300 || seen.has(status)) return
    seen.add(status)
    console.log(`  ${what} answered ${status}: ${body.slice(0, 300)}`)
  }
}

const store = `/api/v1/stores/${MAIN_STORE_ID}`
const SORTS = ['', 'newest', 'price-asc', 'price-desc', 'title-asc']

/**
 * The product list, each request with a filter of its own (a price floor that moves by a dollar,
 * a sort and a page), so the five-second list cache never answers: the statement's own cost.
 */
export function variedListRequests(): BenchRequest[] {
  let n = 0
  return [
    {
      setupRequest: (request) => {
        n = (n + 1) % 100_000
        const sort = SORTS[n % SORTS.length]
        const query = `price_min=${n % 20_000}&page=${1 + (n % 3)}${sort ? `&sort=${sort}` : ''}`
        return { ...request, path: `${productListApi}&${query}` }
      },
    },
  ]
}

type Slot = { date: string; slot: string }
type Shop = { tokens: string[]; variants: string[]; slots: Map<string, Slot[]> }

/**
 * Guests (one per connection, so no two connections share a cart) and variants in stock of the
 * first products of the list, for the add to cart and checkout targets.
 */
export async function prepareShop(base: string, guests: number): Promise<Shop> {
  const tokens: string[] = []
  for (let i = 0; i < guests; i++) {
    const response = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'TEMP' }),
    })
    if (!response.ok) throw new Error(`guest login answered ${response.status}`)
    tokens.push(((await response.json()) as { token: string }).token)
  }
  const list = (await (await fetch(base + productListApi)).json()) as {
    data: { _id: string; kind: string }[]
  }
  const variants: string[] = []
  for (const product of list.data.filter((p) => p.kind === 'goods')) {
    const details = (await (await fetch(base + productDetailsApi(product._id))).json()) as {
      variants: { _id: string; stock: number }[]
    }
    for (const variant of details.variants) if (variant.stock > 20) variants.push(variant._id)
  }
  if (!tokens.length || !variants.length) throw new Error('no guest or no variant in stock')
  // the days and times Wan Chai is offered for each variant: a product that takes longer to make
  // is refused an earlier day ("slotTooEarly"), as it is on the checkout page
  const slots = new Map<string, Slot[]>()
  for (const variant of variants) {
    const answer = await fetch(
      `${base}${store}/delivery-slots?district=wan-chai&variant_ids=${variant}`,
    )
    if (!answer.ok) throw new Error(`delivery slots answered ${answer.status}`)
    const offered = (await answer.json()) as {
      dates: { date: string; slots: { code: string }[] }[]
    }
    slots.set(
      variant,
      offered.dates.flatMap((day) =>
        day.slots.map((slot) => ({ date: day.date, slot: slot.code })),
      ),
    )
    if (!slots.get(variant)?.length) throw new Error(`no delivery day for Wan Chai for ${variant}`)
  }
  await restock(base, variants)
  return { tokens, variants, slots }
}

/**
 * The checkout target buys about one unit per two requests: the seeded stock (20–50 a variant)
 * ran out within seconds and every later round was refused (409 OUT_OF_STOCK, then
 * NOTHING_SELECTED). A manager sets the stock of the bench's variants high enough first, as the
 * back office would (PostgreSQL only; on the embedded database the seeded stock stays).
 */
async function restock(base: string, variants: string[]) {
  const headers = await managerHeaders(base)
  if (!headers) return
  for (const variant of variants) {
    const answer = await fetch(`${base}/api/v1/admin/variants/${variant}/stock-adjustments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ set_to: 1_000_000, reason: 'Load test stock' }),
    })
    if (!answer.ok)
      throw new Error(`stock adjustment answered ${answer.status}: ${await answer.text()}`)
  }
}

/**
 * autocannon gives each connection a fresh context at the start of every round of the sequence:
 * the round takes the next guest, and its requests use it.
 */
function guestOf(shop: Shop, context: Record<string, unknown>, counter: { next: number }) {
  if (typeof context.token !== 'string') {
    context.token = shop.tokens[counter.next++ % shop.tokens.length]
  }
  return context.token as string
}

const json = (token: string) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
})

/** Add to cart: one unit in, then out again, so the cart (and its stock check) stays the same. */
export function addToCartRequests(shop: Shop): BenchRequest[] {
  const counter = { next: 0 }
  const variant = shop.variants[0]
  const change = (qty: number): BenchRequest => ({
    method: 'POST',
    setupRequest: (request, context) => ({
      ...request,
      path: `${store}/shopping-cart/add-to-cart`,
      headers: json(guestOf(shop, context, counter)),
      body: JSON.stringify({ product_variant_id: variant, qty }),
    }),
  })
  return [change(1), change(-1)]
}

/** An order delivered to a flat in Wan Chai reached by lift, paid by FPS (offline). */
function checkoutBody(variantId: string, slot: { date: string; slot: string }, origin: string) {
  return JSON.stringify({
    checkout_product_variant_ids: [variantId],
    delivery_details: {
      name: 'Chan Tai Man',
      area_code: '852',
      phone: '91234567',
      email: 'bench@example.hk',
    },
    delivery_address: {
      region: 'hong-kong-island',
      district: 'wan-chai',
      street: '8 Harbour Road',
      building: 'Harbour Centre',
      floor: '12',
      flat: 'A',
      access: 'LIFT',
    },
    delivery_slot: slot,
    terms_accepted: true,
    payment_method: 'FPS',
    success_url: `${origin}/shop/main/result/success`,
    cancel_url: `${origin}/shop/main/result/cancelled`,
  })
}

/**
 * Checkout: add one unit of the next variant, then place the order for it (FPS, delivery in Wan
 * Chai, the days and times the API offers for that variant taking turns). Both calls are
 * measured; the variants take turns so no stock runs out.
 */
export function checkoutRequests(shop: Shop, origin: string): BenchRequest[] {
  const counter = { next: 0 }
  let turn = 0
  const added = refusalsOnce('add to cart')
  const placed = refusalsOnce('checkout')
  return [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const variant = shop.variants[turn % shop.variants.length] ?? ''
        // every day and time offered in turn: a slot may take a limited number of deliveries
        const slots = shop.slots.get(variant) ?? []
        context.slot = slots[Math.floor(turn++ / shop.variants.length) % slots.length]
        context.variant = variant
        return {
          ...request,
          path: `${store}/shopping-cart/add-to-cart`,
          headers: json(guestOf(shop, context, counter)),
          body: JSON.stringify({ product_variant_id: context.variant, qty: 1 }),
        }
      },
      onResponse: added,
    },
    {
      method: 'POST',
      setupRequest: (request, context) => ({
        ...request,
        path: `${store}/checkouts`,
        headers: { ...json(guestOf(shop, context, counter)), 'idempotency-key': randomUUID() },
        body: checkoutBody(
          context.variant as string,
          context.slot as { date: string; slot: string },
          origin,
        ),
      }),
      onResponse: placed,
    },
  ]
}

/** The storefront session cookie an answer sets (`name=value`), or an error. */
function sessionCookie(answer: Response, what: string): string {
  const pair = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0] ?? '')
    .find((cookie) => cookie.startsWith('store_session='))
  if (!pair) throw new Error(`${what} answered ${answer.status} without a session cookie`)
  return pair
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
})

/**
 * Two browsers' storefront cookies for the page targets of issue 31: a guest who put one unit in
 * the cart on the product page, and a member who signed in and did the same. Both carry
 * `store_js=1`, as a browser whose script runs does (ADR 057).
 */
export async function shopperSessions(base: string, productPath: string, variantId: string) {
  const addOne = async (cookie?: string) => {
    const answer = await fetch(base + productPath, {
      ...form({ product_variant_id: variantId, qty: '1' }),
      headers: { ...form({}).headers, ...(cookie ? { cookie } : {}) },
    })
    if (answer.status !== 200) throw new Error(`add to cart page answered ${answer.status}`)
    return answer.headers.getSetCookie().length ? sessionCookie(answer, 'add to cart') : cookie
  }
  const guest = await addOne()
  const email = `bench-member-${randomUUID()}@example.hk`
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'EMAIL', username: 'Bench Member', email, password: 'harbour88' }),
  })
  if (!registered.ok) throw new Error(`register answered ${registered.status}`)
  const signedIn = await fetch(
    `${base}/authentication/login/email`,
    form({ type: 'EMAIL', login_id: email, password: 'harbour88' }),
  )
  const member = await addOne(sessionCookie(signedIn, 'sign-in'))
  if (!guest || !member) throw new Error('no session to bench with')
  return { guest: `${guest}; store_js=1`, member: `${member}; store_js=1` }
}
