import { MAIN_STORE_ID, productSuggestions } from '@shop/contract'
import { isLocale, type Locale, type Money, pickText } from '@shop/contract/client'
import { apiRequest } from '../lib/api.server.ts'
import { localizedProductPath } from '../lib/product-list.ts'
import type { Route } from './+types/resources.search-suggestions'

export type SearchSuggestion =
  | { kind: 'product'; id: string; title: string; href: string; image: string | null; price: Money }
  | { kind: 'category'; id: string; title: string; slug: string }
export type SearchSuggestionsData = {
  keyword: string
  suggestions: SearchSuggestion[]
  didYouMean: string | null
}

const EMPTY = (keyword: string): SearchSuggestionsData => ({
  keyword,
  suggestions: [],
  didYouMean: null,
})

/**
 * What the header search overlay offers while the shopper types (issue 14): a few products and
 * categories in the page's language only. A failed call offers nothing; the shopper can still
 * press Enter for the product list.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<SearchSuggestionsData> {
  const params = new URL(request.url).searchParams
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100)
  const requested = params.get('locale')
  const locale: Locale = requested && isLocale(requested) ? requested : 'en'
  if (!keyword) return EMPTY(keyword)
  const path = `/stores/${MAIN_STORE_ID}/product-management/products/suggestions?keyword=${encodeURIComponent(keyword)}`
  const answer = await apiRequest(context, path, productSuggestions).catch(() => null)
  if (!answer) return EMPTY(keyword)
  return {
    keyword,
    suggestions: [
      ...answer.products.map((product) => ({
        kind: 'product' as const,
        id: product._id,
        title: pickText(product.title, locale),
        href: localizedProductPath(product, locale),
        image: product.image,
        price: product.price,
      })),
      ...answer.categories.map((category) => ({
        kind: 'category' as const,
        id: category._id,
        title: pickText(category.title, locale),
        slug: category.slug,
      })),
    ],
    didYouMean: answer.did_you_mean,
  }
}
