import { CHUNK_RELOAD_INTERVAL_MS } from '@shop/contract/constants'

const KEY = 'store_chunk_reload_at'

/** Does this error say a code chunk could not be fetched (typically after a deploy)? */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  )
}

/** spec §8: reload once, at most once per 60 s, so a broken deploy cannot loop. */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
}

/** Reloads the page for a chunk error when allowed; returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false
  const last = Number(window.sessionStorage.getItem(KEY)) || null
  const now = Date.now()
  if (!shouldReload(now, last)) return false
  window.sessionStorage.setItem(KEY, String(now))
  window.location.reload()
  return true
}
