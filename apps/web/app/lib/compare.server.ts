import { isUuid } from '@shop/contract'
import { createCookie } from 'react-router'

import { COMPARE_MAX } from './compare.ts'
import { cookieSecure } from './env.server.ts'

/**
 * The products a browser compares: their ids in a cookie of their own, so the comparison works
 * signed in or not and without script. It never reaches a shared page: only the compare page and
 * its form read it.
 */
const compareCookie = createCookie('store_compare', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: cookieSecure(),
  maxAge: 60 * 60 * 24 * 30,
})

/** The ids of the comparison, oldest first; anything else the cookie holds is dropped. */
export async function readCompared(request: Request): Promise<string[]> {
  const value: unknown = await compareCookie.parse(request.headers.get('cookie'))
  return tidy(Array.isArray(value) ? value : [])
}

export function tidy(values: unknown[]): string[] {
  const ids = values.filter((v): v is string => typeof v === 'string' && isUuid(v))
  return [...new Set(ids.map((id) => id.toLowerCase()))].slice(0, COMPARE_MAX)
}

export type CompareChange = { intent: 'add' | 'remove'; id: string } | { intent: 'clear' }

/** The comparison after a change, and whether an add was refused because it is full. */
export function changed(ids: string[], change: CompareChange): { ids: string[]; full: boolean } {
  if (change.intent === 'clear') return { ids: [], full: false }
  const id = change.id.toLowerCase()
  if (change.intent === 'remove') return { ids: ids.filter((kept) => kept !== id), full: false }
  if (ids.includes(id)) return { ids, full: false }
  if (ids.length >= COMPARE_MAX) return { ids, full: true }
  return { ids: [...ids, id], full: false }
}

export function writeCompared(ids: string[]): Promise<string> {
  return compareCookie.serialize(ids)
}
