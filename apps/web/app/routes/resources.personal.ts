import { isLocale, isUuid, keepLocale, type Locale } from '@shop/contract/client'
import { getConfiguration } from '../lib/api.server.ts'
import { getUser } from '../lib/auth.server.ts'
import { loadPersonalCounts } from '../lib/personal.server.ts'
import { PERSONAL_PRODUCTS, type Personal } from '../lib/personal.tsx'
import type { Route } from './+types/resources.personal'

/**
 * The shopper's own parts of a shared page (ADR 057): account, cart and wishlist counts, the
 * account menu in the page's language and which of the page's products they like. One call per
 * data set, all at once; never kept by any cache. A visitor without a session gets the empty
 * answer from the kept configuration alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const requested = params.get('locale')
  const locale: Locale = requested && isLocale(requested) ? requested : 'en'
  const products = (params.get('products') ?? '')
    .split(',')
    .filter((id) => isUuid(id))
    .slice(0, PERSONAL_PRODUCTS)
  const [user, counts, config] = await Promise.all([
    getUser(context),
    loadPersonalCounts(context, products),
    getConfiguration(context),
  ])
  // only a signed-in shopper's header draws it (as in the root loader)
  const menu = user ? config.account_menu : []
  const personal: Personal = {
    user: user && {
      username: user.account.username,
      login_id: user.login_id,
      email: user.account.email,
    },
    cartCount: counts.total_qty,
    wishlistCount: counts.wishlist.total,
    accountMenu: keepLocale(menu, locale),
    liked: counts.wishlist.product_ids,
  }
  return Response.json(personal, { headers: { 'Cache-Control': 'private, no-store' } })
}
