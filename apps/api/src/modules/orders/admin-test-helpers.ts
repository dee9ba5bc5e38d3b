import { randomUUID } from 'node:crypto'
import type { StaffRole } from '@shop/contract'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#api/db/client.ts'
import { auditLog, orders, outboxMessages, refundsDue } from '#api/db/schema/index.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { call, placeOrder, uploadPng } from './test-helpers.ts'

/** A token per back-office role (each test file signs each role in once). */
export async function staffTokens(app: FastifyInstance): Promise<Record<StaffRole, string>> {
  return {
    owner: await staffSignIn(app, 'owner'),
    manager: await staffSignIn(app, 'manager'),
    staff: await staffSignIn(app, 'staff'),
  }
}

/** An FPS order whose customer uploaded a payment proof (pending). */
export async function pendingFpsOrder(
  app: FastifyInstance,
  database: Database,
  token: string,
  options: { qty?: number; index?: number } = {},
) {
  const placed = await placeOrder(app, database, token, {
    qty: options.qty ?? 2,
    index: options.index ?? 0,
    extra: { payment_method: 'FPS' },
  })
  const image = await uploadPng(app, token)
  const upload = await call(app, 'PUT', `/orders/${placed.order._id}/upload`, token, { image })
  if (upload.statusCode !== 200) throw new Error(`upload proof ${upload.statusCode}`)
  return { ...placed, image }
}

/** An FPS order confirmed by the owner, with the customer's refund request of `qty` units. */
export async function refundRequested(
  app: FastifyInstance,
  database: Database,
  token: string,
  owner: string,
  qty = 1,
) {
  const placed = await pendingFpsOrder(app, database, token)
  const id = placed.order._id
  const confirm = await call(app, 'PUT', `/admin/orders/${id}/payment-proof/approve`, owner, {})
  if (confirm.statusCode !== 200) throw new Error(`confirm ${confirm.statusCode} ${confirm.body}`)
  const asked = await call(app, 'POST', `/orders/${id}/refund-request`, token, {
    reason: 'The colour is not as in the photos',
    refund_items: [{ product_variant_id: placed.variant.id, qty }],
  })
  if (asked.statusCode !== 201 && asked.statusCode !== 200)
    throw new Error(`refund request ${asked.statusCode} ${asked.body}`)
  return { ...placed, refund: asked.json() }
}

/** Audit rows about one entity, oldest first. */
export function auditOf(database: Database, entityId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.createdAt))
}

export async function auditCount(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(auditLog)
  return row?.n ?? 0
}

export async function orderRow(database: Database, id: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id))
  if (!row) throw new Error('order not found')
  return row
}

/** Messages queued for a recipient whose subject mentions the order's reference. */
export function mailAbout(database: Database, reference: string) {
  return database.db
    .select()
    .from(outboxMessages)
    .where(and(sql`${outboxMessages.subject} like ${`%${reference}%`}`))
    .orderBy(asc(outboxMessages.createdAt))
}

/** A refund due written as the webhook writes one (a payment after the order was released). */
export async function insertRefundDue(database: Database, orderId: string, amount: string) {
  const [row] = await database.db
    .insert(refundsDue)
    .values({ orderId, paymentSessionId: randomUUID(), amount, reason: 'paid_after_release' })
    .returning()
  if (!row) throw new Error('refund due not written')
  return row
}
