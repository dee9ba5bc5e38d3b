import type { Locale } from '@shop/contract/locales'
import { useMatches, useRouteLoaderData } from 'react-router'
import { usePersonalRoot } from './personal.tsx'
import type { Preferences } from './preferences.server.ts'
import type { RootData } from './seo.ts'

export type RootLoaderData = RootData & {
  preferences: Preferences
  year: number
  /**
   * Units in the cart (header badge); 0 for visitors without a session; null on the cart page,
   * whose own data brings it (`useHeaderCounts`).
   */
  cartCount: number | null
  /** Liked products (header badge), as `cartCount`. */
  wishlistCount: number | null
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

/** The cart page's path: its own call prices the cart and counts the header (issue 31). */
export const CART_PAGE = '/shop/main/cart'

/** What a page's loader data may carry when its own call counted the header (the cart page). */
export type PageCounts = { cart?: { total_qty: number; wishlist_total?: number | undefined } }

/**
 * The header's cart and wishlist counts: the root loader's, or on the cart page the priced cart's,
 * which counts both in the same call.
 */
export function useHeaderCounts(): { cart: number; wishlist: number } {
  const root = useRootData()
  const page = useMatches().at(-1)?.loaderData as PageCounts | undefined
  return {
    cart: root?.cartCount ?? page?.cart?.total_qty ?? 0,
    wishlist: root?.wishlistCount ?? page?.cart?.wishlist_total ?? 0,
  }
}
