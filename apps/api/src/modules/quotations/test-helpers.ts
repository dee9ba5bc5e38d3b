import { bookingResponse, consultationSlots, MAIN_STORE_ID } from '@shop/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#api/db/client.ts'
import { productVariants } from '#api/db/schema/index.ts'
import { auth, CANCEL_URL, SUCCESS_URL } from '#api/testing/shop.ts'

export const STORE = `/api/v1/stores/${MAIN_STORE_ID}`
export const FLAT = { size_sqft: 620, rooms: 3, style: 'Warm wood, Japandi', address: '' }
export const CONTACT = {
  name: 'Wong Siu Ming',
  area_code: '852',
  phone: '61234567',
  email: 'siuming@example.hk',
}
export const DAY = 24 * 3600_000
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** A shopper asks for a quotation (201 answers its details). */
export function requestQuotation(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
  locale = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `${STORE}/quotations`,
    headers: { ...auth(token), 'x-store-locale': locale },
    payload: { flat: FLAT, wishes: 'Open kitchen, more storage', contact: CONTACT, ...body },
  })
}

/** A version as the editor sends it: design fee plus painting, 30 % first installment. */
export const VERSION = {
  lines: [
    {
      category: 'design',
      description: { en: 'Design and drawings', zh: '設計及圖則', cn: '设计及图则' },
      qty: 1,
      unit_price: '18000.00',
    },
    {
      category: 'painting',
      description: { en: 'Walls and ceilings', zh: '牆身及天花', cn: '墙身及天花' },
      qty: 620,
      unit_price: '12.50',
    },
  ],
  discount: '500.00',
  first_installment: { percent: 30 },
  terms: {
    en: 'Works start within 14 days of the first installment.',
    zh: '首期款項後 14 天內開工。',
    cn: '首期款项后 14 天内开工。',
  },
  note: 'After the home visit',
}

export function issueVersion(
  app: FastifyInstance,
  staffToken: string,
  id: string,
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/quotations/${id}/versions`,
    headers: auth(staffToken),
    payload: { ...VERSION, valid_until: inDays(30), ...body },
  })
}

export const customerCall = (
  app: FastifyInstance,
  method: 'GET' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  })

/** A consultation the shopper behind `token` books (showroom, paid offline later); its id. */
export async function bookConsultation(
  app: FastifyInstance,
  database: Database,
  token: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `${STORE}/bookings`,
    headers: auth(token),
    payload: await consultationBooking(app, database),
  })
  if (response.statusCode !== 201)
    throw new Error(`booking ${response.statusCode} ${response.body}`)
  return bookingResponse.parse(response.json()).booking._id
}

/** The body of a showroom consultation's booking in the first free slot, paid offline later. */
export async function consultationBooking(app: FastifyInstance, database: Database) {
  const [variant] = await database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.consultationFormat, 'SHOWROOM'),
        sql`${productVariants.sku} like 'SRV-01%'`,
      ),
    )
  if (!variant) throw new Error('no seeded showroom consultation')
  const info = await app.inject(`${STORE}/design-services`)
  const showroom = (info.json() as { showrooms: { _id: string }[] }).showrooms[0]
  if (!showroom) throw new Error('no seeded showroom')
  const found = await app.inject(
    `${STORE}/consultations/${variant.id}/slots?days=21&showroom_id=${showroom._id}`,
  )
  const slot = consultationSlots.parse(found.json()).days.flatMap((d) => d.slots)[0]
  if (!slot) throw new Error('no free slot')
  return {
    variant_id: variant.id,
    starts_at: slot.starts_at,
    showroom_id: showroom._id,
    flat: FLAT,
    contact: CONTACT,
    payment_method: 'FPS',
    terms_accepted: true,
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
  }
}
