import type { Db } from '#api/db/client.ts'
import { productRepository } from './product-repository.ts'
import { productSearchFields } from './search.ts'

/**
 * Recomputes every product's stored search text from its current titles, brand, categories and
 * tags, writing only rows whose text changed: run at start-up, so text folded by an earlier rule
 * (ADR 010's table, before OpenCC in ADR 021) is folded again. Returns how many rows changed.
 */
export async function reindexProductSearch(db: Db): Promise<number> {
  const repository = productRepository(db)
  let changed = 0
  for (const row of await repository.searchSources()) {
    const fields = productSearchFields({
      title: row.title,
      brand: row.brand,
      categories: row.categories,
      tags: row.tags,
    })
    if (fields.searchText === row.searchText) continue
    await repository.writeSearchFields(row.id, fields)
    changed++
  }
  return changed
}
