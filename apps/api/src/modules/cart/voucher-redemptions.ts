import { eq, sql } from 'drizzle-orm'
import { voucherRedemptions, vouchers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

/** A voucher's use by an order: taken at checkout, given back when the order is released. */
export const voucherRedemptionsRepository = {
  async lock(tx: Tx, voucherId: string) {
    await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(eq(vouchers.id, voucherId))
      .for('update')
  },

  async redeem(tx: Tx, use: { voucherId: string; accountId: string; orderId: string }) {
    await tx.insert(voucherRedemptions).values(use)
    await tx
      .update(vouchers)
      .set({ usedCount: sql`${vouchers.usedCount} + 1` })
      .where(eq(vouchers.id, use.voucherId))
  },

  /** Undoes `redeem` for an order (the voucher row is locked by the caller); false if none. */
  async giveBack(tx: Tx, orderId: string, voucherId: string): Promise<boolean> {
    const removed = await tx
      .delete(voucherRedemptions)
      .where(eq(voucherRedemptions.orderId, orderId))
      .returning({ id: voucherRedemptions.id })
    if (!removed.length) return false
    await tx
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
      .where(eq(vouchers.id, voucherId))
    return true
  },
}
