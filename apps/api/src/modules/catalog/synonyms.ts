import { NO_SYNONYMS, type Synonyms, synonymMap } from './search.ts'

/**
 * The synonym groups of every store, read once and kept: every keyword search needs them, and
 * reading them per request would add a statement to each. The list is small (tens of groups per
 * store). The back office signals each edit of `search_synonyms` (`synonymsChanged`, broadcast
 * with REDIS_URL) and every process calls `reload()` (catalog/routes.ts, ADR 050).
 */
export function synonymCache(load: () => Promise<{ storeId: string; terms: string[] }[]>) {
  let current: Promise<Map<string, Synonyms>> | undefined
  const read = async () => {
    const byStore = new Map<string, string[][]>()
    for (const row of await load()) {
      byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row.terms])
    }
    return new Map([...byStore].map(([store, groups]) => [store, synonymMap(groups)]))
  }
  return {
    async forStore(storeId: string): Promise<Synonyms> {
      current ??= this.reload()
      return (await current).get(storeId) ?? NO_SYNONYMS
    },
    reload(): Promise<Map<string, Synonyms>> {
      const next = read()
      current = next
      // a failed read is not kept: the next search tries again
      next.catch(() => {
        if (current === next) current = undefined
      })
      return next
    },
  }
}
export type SynonymCache = ReturnType<typeof synonymCache>
