import { DEFAULT_LEAD_TIME_DAYS, hkDistrict } from '@shop/contract'
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { buildApi } from '../app.ts'
import type { Database } from '../db/client.ts'
import { orders, products, productVariants } from '../db/schema/index.ts'
import { MAIN_STORE_ID } from '../db/seed/stores.ts'
import { memoryStore } from '../lib/rate-limit.ts'
import type { CartService } from '../modules/cart/service.ts'
import { availableDates } from '../modules/delivery/calendar.ts'
import { orderLifecycle } from '../modules/orders/lifecycle/index.ts'
import { orderPaymentPort } from '../modules/orders/payment-port.ts'
import { outboxTransport } from '../modules/outbox/delivery.ts'
import type { OutboxDispatcher } from '../modules/outbox/outbox.ts'
import type { PaymentProvider } from '../modules/payments/provider.ts'
import { paymentService } from '../modules/payments/service.ts'
import { testGatewayProvider } from '../modules/payments/test-gateway.ts'
import { bookingPort } from '../modules/services/index.ts'

export const GATEWAY_SECRET = 'test-gateway-secret-for-tests'
export const STORE = `/api/v1/stores/${MAIN_STORE_ID}`
export const SUCCESS_URL = 'https://shop.test/shop/main/result/success'
export const CANCEL_URL = 'https://shop.test/shop/main/result/cancelled'

/** An API on a seeded database with the test gateway and a known webhook secret. */
export function shopApp(
  database: Database,
  paymentProvider?: PaymentProvider,
  fastifyOptions: FastifyServerOptions = {},
) {
  return buildApi(database, fastifyOptions, {
    rateLimitStore: memoryStore(),
    transports: { email: outboxTransport, sms: outboxTransport },
    publicUrl: 'https://shop.test',
    testGatewaySecret: GATEWAY_SECRET,
    ...(paymentProvider ? { paymentProvider } : {}),
  })
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A new temporary guest (spec §6 TEMP) and its token. */
export async function guest(app: FastifyInstance, locale = 'en'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-store-locale': locale },
    payload: { type: 'TEMP' },
  })
  return response.json().token as string
}

export function addToCart(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `${STORE}/shopping-cart/add-to-cart`,
    headers: auth(token),
    payload: body,
  })
}

/** The shopper likes a product (the wishlist's heart). */
export function likeProduct(app: FastifyInstance, token: string, productId: string) {
  return app.inject({
    method: 'POST',
    url: `${STORE}/wishlist/add-to-wishlist`,
    headers: auth(token),
    payload: { product_id: productId },
  })
}

export function viewCart(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `${STORE}/shopping-cart/all`,
    headers: auth(token),
    payload: body,
  })
}

type VariantPick = {
  sale?: boolean
  points?: boolean
  minStock?: number
  maxPrice?: number
  minPrice?: number
}

/** A seeded goods variant matching the wish (sale price, points price, stock, price band). */
export async function findVariant(database: Database, pick: VariantPick = {}) {
  const rows = await database.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      pointsPrice: productVariants.pointsPrice,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.kind, 'goods'),
        eq(products.status, 'ACTIVE'),
        eq(products.storeId, MAIN_STORE_ID),
        gt(productVariants.stock, pick.minStock ?? 0),
        pick.sale === true ? isNotNull(productVariants.salePrice) : undefined,
        pick.sale === false ? isNull(productVariants.salePrice) : undefined,
        pick.points === true ? isNotNull(productVariants.pointsPrice) : undefined,
        pick.points === false ? isNull(productVariants.pointsPrice) : undefined,
        pick.maxPrice !== undefined ? sql`${productVariants.price} <= ${pick.maxPrice}` : undefined,
        pick.minPrice !== undefined ? sql`${productVariants.price} >= ${pick.minPrice}` : undefined,
      ),
    )
    .orderBy(asc(productVariants.sku))
  return rows
}

export async function setStock(database: Database, variantId: string, stock: number) {
  await database.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId))
}

export async function stockOf(database: Database, variantId: string): Promise<number> {
  const [row] = await database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
  return row?.stock ?? -1
}

export async function ordersOf(database: Database, accountIds: string[]) {
  if (!accountIds.length) return []
  return database.db.select().from(orders).where(sql`${orders.accountId} in ${accountIds}`)
}

/** The account id behind a token. */
export async function accountId(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ url: '/api/v1/auth/user', headers: auth(token) })
  return response.json().user.id as string
}

/** The first day a district can be delivered to now, for lines of the default lead time. */
export function firstDeliveryDay(district = 'wan-chai', now = new Date()): string {
  const found = hkDistrict(district)
  if (!found) throw new Error(`no district ${district}`)
  const day = availableDates(found, now, DEFAULT_LEAD_TIME_DAYS).dates[0]
  if (!day) throw new Error(`no delivery day for ${district}`)
  return day.date
}

/** A flat in Wan Chai reached by lift: no carrying fee. */
export const LIFT_ADDRESS = {
  region: 'hong-kong-island',
  district: 'wan-chai',
  street: '8 Harbour Road',
  building: 'Harbour Centre',
  floor: '12',
  flat: 'A',
  access: 'LIFT',
}

export const checkoutBody = (variantIds: string[], extra: Record<string, unknown> = {}) => ({
  checkout_product_variant_ids: variantIds,
  delivery_details: {
    name: 'Chan Tai Man',
    area_code: '852',
    phone: '91234567',
    email: 'taiman@example.hk',
  },
  delivery_address: LIFT_ADDRESS,
  delivery_slot: { date: firstDeliveryDay(), slot: 'AM' },
  terms_accepted: true,
  payment_method: 'FPS',
  success_url: SUCCESS_URL,
  cancel_url: CANCEL_URL,
  ...extra,
})

export function checkout(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: `${STORE}/checkouts`,
    headers: { ...auth(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  })
}

/** Follows the test gateway: start URL → hosted page; answers the page path. */
export async function gatewayPage(app: FastifyInstance, returnUrl: string): Promise<string> {
  const start = await app.inject(new URL(returnUrl).pathname)
  if (start.statusCode !== 303) throw new Error(`start answered ${start.statusCode}`)
  return new URL(String(start.headers.location)).pathname
}

/** Submits the hosted form as a browser without JavaScript would. */
export function submitGateway(
  app: FastifyInstance,
  pagePath: string,
  form: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  })
}

export const PAY_OK = {
  action: 'pay',
  card_number: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Chan Tai Man',
}
export const PAY_DECLINED = { ...PAY_OK, card_number: '4000 0000 0000 0002' }

/**
 * The order lifecycle on a database without the HTTP app: for sweeps and payment events driven
 * directly by a test (checkout goes through the API, so the cart service is not given).
 */
export function lifecycleOf(database: Database, provider?: PaymentProvider) {
  const log = { info() {}, warn() {}, error() {} }
  const payments = paymentService({
    db: database.db,
    provider:
      provider ?? testGatewayProvider({ secret: GATEWAY_SECRET, pageBase: 'https://shop.test/x' }),
    apiBase: 'https://shop.test/api/v1',
    log,
    orders: orderPaymentPort,
  })
  return orderLifecycle({
    db: database.db,
    carts: {} as CartService,
    payments,
    outbox: { kick: async () => {} } as unknown as OutboxDispatcher,
    allowedOrigins: ['https://shop.test'],
    publicUrl: 'https://shop.test',
    log,
    bookings: bookingPort,
  })
}
