import { crc32, deflateSync } from 'node:zlib'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/** Shared steps of the order journeys: API calls the storefront has no screen for yet. */
const API = '/api/v1'
const MAIN_STORE_ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001'
const STORE = `${API}/stores/${MAIN_STORE_ID}`
/** The back-office owner playwright.config.ts makes with `npm run staff -- create` before the server starts. */
export const STAFF = {
  email: process.env.E2E_STAFF_EMAIL ?? '',
  password: process.env.E2E_STAFF_PASSWORD ?? '',
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A token from POST /auth/login: `{type: 'TEMP'}` for a guest, or e-mail and password. */
export async function apiLogin(
  request: APIRequestContext,
  credentials: { login_id: string; password: string } | null,
): Promise<string> {
  const data = credentials ? { type: 'EMAIL', ...credentials } : { type: 'TEMP' }
  const response = await request.post(`${API}/auth/login`, { data })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).token
}

type Variant = {
  _id: string
  stock: number
  sale_price: string | null
  points_price: number | null
}
type Product = { _id: string; kind: string; variants: Variant[] }

/** A plain, well-stocked product of the main store: no sale, no points, no service booking. */
async function stockedVariant(request: APIRequestContext) {
  // page by page: products other journeys create (on sale, few in stock) may come first
  for (let page = 1; page <= 5; page += 1) {
    const list = await request.get(
      `${STORE}/product-management/products/filter?per_page=40&page=${page}`,
    )
    const products: { _id: string; kind: string }[] = (await list.json()).data
    for (const summary of products.filter((p) => p.kind === 'goods')) {
      const details = await request.get(
        `${STORE}/product-management/products/${summary._id}/details`,
      )
      const product: Product = await details.json()
      const variant = product.variants.find(
        (v) => v.stock > 20 && v.sale_price === null && v.points_price === null,
      )
      if (variant) return { productId: product._id, variantId: variant._id }
    }
    if (products.length < 40) break
  }
  throw new Error('no stocked product in the seed')
}

/** The first delivery day the API offers Wan Chai for this line (Hong Kong home delivery). */
async function firstDeliveryDay(request: APIRequestContext, variantId: string): Promise<string> {
  const answer = await request.get(
    `${STORE}/delivery-slots?district=wan-chai&variant_ids=${variantId}`,
  )
  expect(answer.status(), await answer.text()).toBe(200)
  const day = (await answer.json()).dates[0]?.date
  expect(day, 'an open delivery day').toBeTruthy()
  return day as string
}

/**
 * Places an FPS (offline) order as the given shopper and answers its id. For now through the
 * API with the shopper's token; the integrator switches this one step to the checkout screens.
 */
export async function placeOfflineOrder(
  request: APIRequestContext,
  baseURL: string,
  shopper: { token: string; phone: string },
) {
  const { productId, variantId } = await stockedVariant(request)
  const added = await request.post(`${STORE}/shopping-cart/add-to-cart`, {
    headers: auth(shopper.token),
    data: { product_variant_id: variantId, qty: 2 },
  })
  expect(added.status(), await added.text()).toBeLessThan(300)
  const placed = await request.post(`${STORE}/checkouts`, {
    headers: auth(shopper.token),
    data: {
      checkout_product_variant_ids: [variantId],
      delivery_info: { country_code: 'HK', method: 'DELIVERY' },
      delivery_details: { name: 'Chan Tai Man', area_code: '852', phone: shopper.phone, email: '' },
      delivery_address: {
        region: 'hong-kong-island',
        district: 'wan-chai',
        street: '8 Harbour Road',
        building: 'Harbour Centre',
        floor: '12',
        flat: 'A',
        access: 'LIFT',
      },
      delivery_slot: { date: await firstDeliveryDay(request, variantId), slot: 'AM' },
      terms_accepted: true,
      payment_method: 'FPS',
      success_url: `${baseURL}/result/order/success`,
      cancel_url: `${baseURL}/result/order/cancelled`,
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order, order_access } = await placed.json()
  return {
    orderId: order._id as string,
    reference: order.reference as string,
    productId,
    /** The order's private page (no sign-in), without the language prefix. */
    accessPath: `/shop/main/order/${order._id}/access/${order_access.token}`,
  }
}

/** Texts of the shop screens an order is placed through, in one language. */
export type CheckoutTexts = {
  oneMore: string
  add: string
  added: string
  proceed: string
  name: string
  phone: string
  email: string
  fps: string
  place: string
  success: string
}

/**
 * Places an FPS (offline) order of two units of a well-stocked product through the shop's own
 * screens, as the shopper signed in on `page`: product page, cart, checkout step (a Hong Kong
 * address by lift and the first delivery day), success page.
 * Answers the order reference shown on the success page and the product.
 */
export async function placeOfflineOrderInShop(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  t: CheckoutTexts,
  phone: string,
  email = 'taiman@example.hk',
  /** A product of this run (a well-stocked seeded one when absent). */
  chosen?: { productId: string },
) {
  const { productId } = chosen ?? (await stockedVariant(request))
  // a bare product address redirects to the one with the slug in the page language
  await page.goto(`${prefix}/shop/main/product/${productId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // "Add to cart" clicked before the page's script takes over is the form post without script,
  // which answers with a new page and no dialog: wait for the root's mark (<html data-hydrated>)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: t.oneMore, exact: true }).click()
  await page.getByRole('button', { name: t.add, exact: true }).click()
  await closeAddedDialog(page, t.added)
  await page.goto(`${prefix}/shop/main/cart`)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.getByRole('button', { name: t.proceed }).click()
  await expect(page).toHaveURL(/step=checkout/)
  const form = page.getByTestId('checkout-form')
  await form.getByLabel(t.name).fill('Chan Tai Man')
  await form.getByLabel(t.phone).fill(phone)
  await form.getByLabel(t.email).fill(email)
  const delivery = deliveryTexts[prefix === '/zh' ? 'zh' : prefix === '/cn' ? 'cn' : 'en']
  await fillHomeDelivery(page, delivery)
  await page.getByRole('radio', { name: t.fps }).check()
  await acceptTerms(page, delivery)
  await page.getByRole('button', { name: t.place }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/result/order/success`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.success)
  const reference = (await page.getByTestId('order-reference').textContent())?.match(
    /[A-Z0-9]+(?:-[A-Z0-9]+)+/,
  )?.[0]
  expect(reference, 'order reference on the success page').toBeTruthy()
  return { reference: reference as string, productId }
}

/** A back-office token from POST /admin/auth/login (the owner by default). */
export async function staffLogin(
  request: APIRequestContext,
  credentials: { email: string; password: string } = STAFF,
): Promise<string> {
  const response = await request.post(`${API}/admin/auth/login`, { data: credentials })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).token
}

/** A staff transition under /admin (approve the proof, ship, complete …) with its body. */
export async function staffAction(
  request: APIRequestContext,
  orderId: string,
  path: string,
  data: Record<string, string> = {},
) {
  const token = await staffLogin(request)
  const response = await request.put(`${API}/admin/orders/${orderId}/${path}`, {
    headers: auth(token),
    data,
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A small solid-colour PNG made here, so the journey needs no fixture file. */
export function png(width = 48, height = 32): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)])
  for (let x = 0; x < width; x++) row.set([176, 120, 64], 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A phone number of this run, so a guest lookup finds exactly one order. */
export function uniquePhone(): string {
  return `9${String(Date.now() % 10_000_000).padStart(7, '0')}`
}
