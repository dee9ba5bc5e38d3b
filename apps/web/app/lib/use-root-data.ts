import type { Locale } from '@shop/contract/locales'
import { useRouteLoaderData } from 'react-router'
import { usePersonalRoot } from './personal.tsx'
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
  /**
   * Rendered for a request without a session: the same for everyone, so the page may have been
   * served from the shared cache to a shopper with one (ADR 057), whose own parts come later.
   */
  shared: boolean
}

/**
 * The root loader's data, with the shopper's own header data on a shared page once fetched (ADR
 * 057); undefined only when the root loader itself failed.
 */
export function useRootData(): RootLoaderData | undefined {
  return usePersonalRoot(useRouteLoaderData('root') as RootLoaderData | undefined)
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? 'en'
}
