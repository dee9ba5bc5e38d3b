import type { StockAlertBody, StockAlertResponse } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, NotFoundError } from '#api/lib/errors.ts'
import type { Limit, RateLimiter } from '#api/lib/rate-limit.ts'
import { stockRepository } from '../catalog/index.ts'
import type { CallerInfo } from '../identity/index.ts'
import { enqueue } from '../outbox/index.ts'
import { backInStockMessage } from './messages.ts'
import { stockAlertsRepository as repo, type VariantWhere } from './repository.ts'

/**
 * Wishes per address and per e-mail: plenty for a shopper, too few to fill the table or to
 * learn much about who waits for what.
 */
export const STOCK_ALERT_LIMITS = {
  ip: { name: 'stock-alert-ip', max: 30, windowMs: 60 * 60_000 },
  email: { name: 'stock-alert-email', max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/** "E-mail me when it is back" for a sold-out variant: one waiting wish per variant and address. */
export function stockAlertService({ db, limiter }: { db: Db; limiter: RateLimiter }) {
  return {
    async subscribe(
      where: VariantWhere,
      body: StockAlertBody,
      caller: CallerInfo,
    ): Promise<{ created: boolean; alert: StockAlertResponse }> {
      const email = body.email.trim().toLowerCase()
      await limiter.check(STOCK_ALERT_LIMITS.ip, caller.ip)
      await limiter.check(STOCK_ALERT_LIMITS.email, email)
      return db.transaction(async (tx) => {
        // lock order: the variant's row, then its wishes (docs/architecture.md)
        const variant = await repo.lockVariant(tx, where)
        if (!variant)
          throw new NotFoundError('This item is no longer available', 'VARIANT_NOT_FOUND')
        if (variant.stock > 0) throw new ConflictError('This item is in stock', 'VARIANT_IN_STOCK')
        const created = await repo.add(tx, {
          variantId: where.variantId,
          email,
          language: caller.locale,
        })
        const since = created?.createdAt ?? (await repo.waitingSince(tx, where.variantId, email))
        return {
          created: Boolean(created),
          alert: {
            status: created ? 'SUBSCRIBED' : 'ALREADY_SUBSCRIBED',
            variant_id: where.variantId,
            email,
            created_at: (since ?? new Date()).toISOString(),
          },
        }
      })
    },
  }
}
export type StockAlertService = ReturnType<typeof stockAlertService>

/**
 * Raises the stock of variants whose rows the caller holds locked and, for each one that was
 * sold out, queues one e-mail per waiting shopper (in their language, through the outbox) and
 * marks the wishes notified, all in the caller's transaction. Whatever gives stock back goes
 * through here. Answers how many e-mails were queued.
 */
export async function raiseStock(
  tx: Tx,
  deltas: Map<string, number>,
  publicUrl: string,
): Promise<number> {
  if ([...deltas.values()].some((delta) => delta < 0)) throw new Error('raiseStock only adds')
  return notifyBackInStock(tx, await stockRepository.adjust(tx, deltas), publicUrl)
}

/**
 * Queues the back-in-stock e-mails of variants that were sold out and now are not (their rows
 * held locked by the caller), for writers that set stock themselves (back-office adjustments).
 */
export async function notifyBackInStock(
  tx: Tx,
  back: string[],
  publicUrl: string,
): Promise<number> {
  const waiting = await repo.takeWaiting(tx, back)
  for (const alert of waiting) {
    await enqueue(tx, {
      channel: 'EMAIL',
      recipient: alert.email,
      language: alert.language,
      ...backInStockMessage(alert, publicUrl),
    })
  }
  return waiting.length
}
