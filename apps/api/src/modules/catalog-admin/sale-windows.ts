import type { Db } from '#api/db/client.ts'
import { catalogAdminRepository as repo } from './repository.ts'

/**
 * Moves `price_from` of every product whose sale started or ended since it was written (the
 * list's price sort reads that column; prices shown are computed at read time). Answers how many
 * products moved, so the caller clears the caches only when one did.
 */
export async function refreshSalePrices(db: Db): Promise<number> {
  return (await repo.refreshPriceFrom(db, null)).length
}
