import { and, eq } from 'drizzle-orm'
import { checkoutIdempotency } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

/** Idempotency-Key rows of checkout (ADR 011): claimed first, then pointed at the order. */
export const idempotencyRepository = {
  /** True when this transaction claimed the key; a concurrent twin waits here for the first. */
  async claim(tx: Tx, accountId: string, key: string, requestHash: string): Promise<boolean> {
    const [claimed] = await tx
      .insert(checkoutIdempotency)
      .values({ accountId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: checkoutIdempotency.key })
    return Boolean(claimed)
  },

  async find(tx: Tx, accountId: string, key: string) {
    const [row] = await tx
      .select()
      .from(checkoutIdempotency)
      .where(and(eq(checkoutIdempotency.accountId, accountId), eq(checkoutIdempotency.key, key)))
    return row
  },

  async setOrder(tx: Tx, accountId: string, key: string, orderId: string) {
    await tx
      .update(checkoutIdempotency)
      .set({ orderId })
      .where(and(eq(checkoutIdempotency.accountId, accountId), eq(checkoutIdempotency.key, key)))
  },
}
