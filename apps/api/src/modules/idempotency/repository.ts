import { and, eq } from 'drizzle-orm'
import { idempotencyKeys } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type KeyRef = { accountId: string; scope: string; key: string }

const where = (ref: KeyRef) =>
  and(
    eq(idempotencyKeys.accountId, ref.accountId),
    eq(idempotencyKeys.scope, ref.scope),
    eq(idempotencyKeys.key, ref.key),
  )

/** The `idempotency_keys` rows (ADR 040). */
export const idempotencyRepository = {
  /** True when this transaction claimed the key; a concurrent twin waits here for the first. */
  async claim(tx: Tx, ref: KeyRef, requestHash: string): Promise<boolean> {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...ref, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    return Boolean(claimed)
  },

  async find(tx: Tx, ref: KeyRef) {
    const [row] = await tx.select().from(idempotencyKeys).where(where(ref))
    return row
  },

  async keep(tx: Tx, ref: KeyRef, response: unknown) {
    await tx.update(idempotencyKeys).set({ response }).where(where(ref))
  },
}
