import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import type { RateLimiter } from '#api/lib/rate-limit.ts'
import type { FilesService } from '../files/index.ts'
import type { OutboxDispatcher } from '../outbox/index.ts'
import type { PaymentService } from '../payments/index.ts'
import type { OrderLifecycle } from './lifecycle/index.ts'

export type OrdersDeps = {
  db: Db
  outbox: OutboxDispatcher
  files: FilesService
  payments: PaymentService
  /** Every change of an order goes through it (one transaction, one lock order). */
  lifecycle: OrderLifecycle
  limiter: RateLimiter
  /** Storefront origin for the order link in messages. */
  publicUrl: string
  log: {
    info(o: object, m: string): void
    warn(o: object, m: string): void
    error(o: object, m: string): void
  }
}

/** spec §8: one answer for an unknown id, someone else's order and a wrong guest contact. */
export const orderNotFound = () => new NotFoundError('Order not found', 'ORDER_NOT_FOUND')
