import type { Locale } from '@shop/contract/client'
import { useRouteLoaderData } from 'react-router'
import type { Preferences } from './preferences.server.ts'
import type { RootData } from './seo.ts'

export type RootLoaderData = RootData & {
  preferences: Preferences
  year: number
  /** Units in the cart (header badge); 0 for visitors without a session. */
  cartCount: number
  /** Liked products (header badge); 0 for visitors without a session. */
  wishlistCount: number
  /** `email` prefills forms that ask for one (back-in-stock e-mails). */
  user: { username: string; login_id: string; email: string } | null
}

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData('root') as RootLoaderData | undefined
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? 'en'
}
