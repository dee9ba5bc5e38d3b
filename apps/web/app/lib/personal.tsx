import { createContext, useContext, useEffect, useState } from 'react'
import { useMatches } from 'react-router'
import type { RootLoaderData } from './use-root-data.ts'

/**
 * What of a shared page is one shopper's own (ADR 057): the header's account, cart and wishlist
 * counts and the hearts of the page's products. A shared page (home, product list, product page)
 * is the same HTML for everyone; a browser that runs script asks `/resources/personal` for this
 * once the page is up, and shows it until the root loader next runs for this shopper.
 */
export type Personal = Pick<RootLoaderData, 'user' | 'cartCount' | 'wishlistCount'> & {
  accountMenu: RootLoaderData['config']['account_menu']
  /** Which of the products asked for the shopper likes. */
  liked: string[]
}

export const PERSONAL_PATH = '/resources/personal'
/** The most products a page asks about (the wishlist call reads at most 100). */
export const PERSONAL_PRODUCTS = 100

/** A shared page's route: its handle names the products whose hearts it shows. */
export type SharedPageHandle = {
  anonymousPage?: true
  productIds?: (data: never) => string[]
}

type Overlay = { root: unknown; page: unknown; personal: Personal }
const PersonalContext = createContext<Overlay | null>(null)
export const PersonalProvider = PersonalContext.Provider

/** Marks this browser as running script (read by the server's page cache, ADR 057), an hour. */
function noteScript() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari
  document.cookie = 'store_js=1; path=/; max-age=3600; samesite=lax'
}

/**
 * Once a page is up: notes that script runs, and when the page was rendered for nobody in
 * particular (`shared`), fetches this shopper's own parts. They apply to the root and page data
 * they were asked for; a post or a new page loads the shopper's own data anyway.
 */
export function usePersonalOverlay(root: RootLoaderData | undefined): Overlay | null {
  const [overlay, setOverlay] = useState<Overlay | null>(null)
  const leaf = useMatches().at(-1)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page as first served
  useEffect(() => {
    noteScript()
    const handle = leaf?.handle as SharedPageHandle | undefined
    if (!root?.shared || !handle?.anonymousPage) return
    const page = leaf?.loaderData
    const ids = handle.productIds?.(page as never) ?? []
    const query = new URLSearchParams({ locale: root.locale })
    if (ids.length) query.set('products', [...new Set(ids)].slice(0, PERSONAL_PRODUCTS).join(','))
    const controller = new AbortController()
    fetch(`${PERSONAL_PATH}?${query}`, { signal: controller.signal, credentials: 'same-origin' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<Personal>) : null))
      .then((personal) => personal && setOverlay({ root, page, personal }))
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return overlay
}

/** The root data with the shopper's own parts, while they belong to it. */
export function usePersonalRoot(raw: RootLoaderData | undefined): RootLoaderData | undefined {
  const overlay = useContext(PersonalContext)
  if (!raw || !overlay || overlay.root !== raw) return raw
  const { accountMenu, liked: _, ...personal } = overlay.personal
  return { ...raw, ...personal, config: { ...raw.config, account_menu: accountMenu } }
}

/** The products the shopper likes on this page, when the page is the shared one; else null. */
export function usePersonalLiked(): string[] | null {
  const overlay = useContext(PersonalContext)
  const leaf = useMatches().at(-1)
  if (!overlay || overlay.page !== leaf?.loaderData) return null
  return overlay.personal.liked
}
