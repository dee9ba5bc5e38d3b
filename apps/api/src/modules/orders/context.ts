import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'
import { NotFoundError } from '../../lib/errors.ts'
import type { RateLimiter } from '../../lib/rate-limit.ts'
import type { OrderRow } from '../checkout/orders.ts'
import type { FilesService } from '../files/service.ts'
import type { Tx } from '../identity/repository.ts'
import type { OutboxDispatcher } from '../outbox/outbox.ts'
import type { PaymentService } from '../payments/service.ts'

export type OrdersDeps = {
  db: Db
  outbox: OutboxDispatcher
  files: FilesService
  payments: PaymentService
  limiter: RateLimiter
  /** Storefront origin for the order link in messages. */
  publicUrl: string
  log: {
    info(o: object, m: string): void
    warn(o: object, m: string): void
    error(o: object, m: string): void
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string) => UUID.test(value)

/** spec §8: one answer for an unknown id, someone else's order and a wrong guest contact. */
export const orderNotFound = () => new NotFoundError('Order not found', 'ORDER_NOT_FOUND')

/**
 * Locks an order row for a write; scoped to its owner unless `accountId` is null (staff).
 * Everything that changes an order's money, stock or status starts here (ADR 015).
 */
export async function lockOrder(
  tx: Tx,
  orderId: string,
  accountId: string | null,
): Promise<OrderRow> {
  if (!isUuid(orderId)) throw orderNotFound()
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), accountId ? eq(orders.accountId, accountId) : sql`true`))
    .for('update')
  if (!row) throw orderNotFound()
  return row
}
