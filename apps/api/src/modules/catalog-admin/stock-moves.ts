import type { StockMovement } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import { stockRepository } from '../catalog/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { notifyBackInStock } from '../stock-alerts/index.ts'
import { catalogAdminRepository as repo } from './repository.ts'

export const movementJson = (
  row: {
    id: string
    createdAt: Date
    reason: string
    stockBefore: number
    stockAfter: number
    staffId: string | null
  },
  staffName: string | null,
): StockMovement => ({
  _id: row.id,
  created_at: row.createdAt.toISOString(),
  staff: row.staffId && staffName ? { _id: row.staffId, name: staffName } : null,
  reason: row.reason,
  before: row.stockBefore,
  after: row.stockAfter,
  delta: row.stockAfter - row.stockBefore,
})

/**
 * Sets one locked variant's stock to `after`, records the movement and the audit row, and
 * tells shoppers waiting for it when it comes back. `before` is the value read under the lock
 * (ADR 043); every stock change of the back office (form, bulk edit, CSV import) comes here.
 */
export async function moveLockedStock(
  tx: Tx,
  actor: StaffCaller,
  publicUrl: string,
  move: { variantId: string; before: number; after: number; reason: string },
) {
  const { variantId, before, after, reason } = move
  if (after < 0)
    throw new DomainError(409, 'STOCK_BELOW_ZERO', 'Stock cannot go below zero', [
      { path: variantId, message: 'admin.catalog.errors.stockBelowZero' },
    ])
  await stockRepository.set(tx, variantId, after)
  const movement = await repo.insertMovement(tx, {
    variantId,
    staffId: actor.id,
    reason,
    stockBefore: before,
    stockAfter: after,
  })
  await recordAudit(tx, actor, {
    action: 'variant.stock_adjusted',
    entityType: 'variant',
    entityId: variantId,
    before: { stock: before },
    after: { stock: after },
    note: reason,
  })
  if (before <= 0 && after > 0) await notifyBackInStock(tx, [variantId], publicUrl)
  return movementJson(movement, actor.name)
}
