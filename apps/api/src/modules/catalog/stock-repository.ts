import { asc, eq, inArray, sql } from 'drizzle-orm'
import { productVariants } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

/** Stock of product variants: the only SQL that changes it (orders reserve and give back). */
export const stockRepository = {
  /** Locks variant rows in id order (the lock order of docs/architecture.md). */
  async lock(tx: Tx, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map()
    const rows = await tx
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.id, [...new Set(ids)].sort()))
      .orderBy(asc(productVariants.id))
      .for('update')
    return new Map(rows.map((r) => [r.id, r.stock]))
  },

  /**
   * Adds `delta` (negative to reserve) to each variant, in id order; rows already locked.
   * Answers the variants that were sold out and now are not: whoever raises stock goes through
   * `raiseStock` (modules/stock-alerts), which tells the shoppers waiting for them.
   */
  async adjust(tx: Tx, deltas: Map<string, number>): Promise<string[]> {
    const back: string[] = []
    for (const [id, delta] of [...deltas.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      if (delta === 0) continue
      const [row] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${delta}` })
        .where(eq(productVariants.id, id))
        .returning({ stock: productVariants.stock })
      if (row && row.stock > 0 && row.stock - delta <= 0) back.push(id)
    }
    return back
  },

  /**
   * Writes the stock of one variant whose row the caller holds locked (a back-office
   * adjustment computed from the locked value; ADR 043).
   */
  async set(tx: Tx, id: string, stock: number): Promise<void> {
    await tx.update(productVariants).set({ stock }).where(eq(productVariants.id, id))
  },
}
