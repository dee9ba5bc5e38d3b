import type { ProductSummary } from '@shop/contract'

/**
 * Product cards by id for a few seconds (issue 19): a list with filters no list cache holds still
 * shows the cards every other list shows, and a card's seven JSON subqueries cost far more than
 * finding which products match. Like the list cache, a card's stock and rating may be `ttlMs`
 * behind; product pages read the database. Cleared with the list cache; a load that started
 * before a clear is not kept.
 */
export function cardCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const cards = new Map<string, { card: ProductSummary; expires: number }>()
  let generation = 0

  return {
    /** The cards of `ids` in that order, loading the ones not kept in one call. */
    async get(
      ids: string[],
      load: (missing: string[]) => Promise<ProductSummary[]>,
    ): Promise<ProductSummary[]> {
      const now = Date.now()
      const found = new Map<string, ProductSummary>()
      const missing: string[] = []
      for (const id of ids) {
        const kept = cards.get(id)
        if (kept && kept.expires > now) found.set(id, kept.card)
        else missing.push(id)
      }
      if (missing.length) {
        const started = generation
        const loaded = await load(missing)
        for (const card of loaded) {
          found.set(card._id, card)
          if (started !== generation) continue
          cards.delete(card._id)
          cards.set(card._id, { card, expires: now + ttlMs })
        }
        for (const oldest of cards.keys()) {
          if (cards.size <= maxEntries) break
          cards.delete(oldest)
        }
      }
      // a product gone between the two statements is left out
      return ids.flatMap((id) => found.get(id) ?? [])
    },
    clear() {
      cards.clear()
      generation++
    },
    get size() {
      return cards.size
    },
  }
}
export type CardCache = ReturnType<typeof cardCache>
