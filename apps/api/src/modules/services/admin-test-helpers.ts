import { bookingResponse, MAIN_STORE_ID } from '@shop/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#api/db/client.ts'
import { auditLog, productVariants } from '#api/db/schema/index.ts'
import { auth, CANCEL_URL, guest, SUCCESS_URL } from '#api/testing/shop.ts'
import { bearer } from '../staff/test-helpers.ts'

/** Helpers of the back-office consultation tests (issue 17). */
export const STORE = `/api/v1/stores/${MAIN_STORE_ID}`
export const CONTACT = {
  name: 'Wong Siu Ming',
  area_code: '852',
  phone: '61234567',
  email: 'siuming@example.hk',
}

export async function variantOf(database: Database, format: 'SHOWROOM' | 'VIDEO' | 'HOME_VISIT') {
  const [row] = await database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.consultationFormat, format),
        sql`${productVariants.sku} like 'SRV-01%'`,
      ),
    )
  if (!row) throw new Error(`no seeded ${format} consultation`)
  return row.id
}

export async function freeSlots(app: FastifyInstance, variant: string, query = '') {
  const response = await app.inject(`${STORE}/consultations/${variant}/slots?days=28&${query}`)
  return response.json().days as {
    date: string
    slots: { starts_at: string; designers_free: number }[]
  }[]
}

/** Books a consultation as a new guest speaking `locale`; answers the booking and its order. */
export async function bookAs(
  app: FastifyInstance,
  body: Record<string, unknown>,
  locale = 'en',
  email = CONTACT.email,
) {
  const token = await guest(app, locale)
  const response = await app.inject({
    method: 'POST',
    url: `${STORE}/bookings`,
    headers: { ...auth(token), 'x-store-locale': locale },
    payload: {
      flat: { size_sqft: 620, rooms: 3, style: 'Japandi', address: 'Flat 12A, City One, Sha Tin' },
      contact: { ...CONTACT, email },
      payment_method: 'FPS',
      terms_accepted: true,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      ...body,
    },
  })
  if (response.statusCode !== 201)
    throw new Error(`booking ${response.statusCode} ${response.body}`)
  return { token, ...bookingResponse.parse(response.json()) }
}

export const staffCall = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  })

export const auditOf = (database: Database, entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))
