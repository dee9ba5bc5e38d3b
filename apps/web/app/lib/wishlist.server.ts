import {
  emptyPage,
  MAIN_STORE_ID,
  type PagedList,
  type ProductSummary,
  productList,
  type WishlistLiked,
  wishlistLiked,
  wishlistToggleBody,
  wishlistToggleResponse,
} from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { ApiError, apiRequest } from './api.server.ts'
import { currentToken, ensureGuestToken } from './auth.server.ts'
import { formFailure } from './form-action.server.ts'
import { type FormResult, validate } from './forms.ts'

type Context = Readonly<RouterContextProvider>
const base = `/stores/${MAIN_STORE_ID}/wishlist`
const NONE: WishlistLiked = { product_ids: [], total: 0 }

/**
 * Which of these products the visitor likes and the wishlist size, in one call (ADR 014). Page
 * views never create a guest account; spec §8: a failed load reads as an empty wishlist, count 0.
 */
export async function wishlistState(context: Context, productIds: string[]) {
  if (!currentToken(context)) return NONE
  const ids = [...new Set(productIds)].slice(0, 100)
  try {
    const query = ids.length ? `?product_ids=${ids.join(',')}` : ''
    return await apiRequest(context, `${base}/liked${query}`, wishlistLiked)
  } catch (error) {
    console.error('wishlist load failed', error)
    return NONE
  }
}

/** A page of the wishlist (account area); spec §8: a failed load reads as an empty wishlist. */
export async function loadWishlistPage(
  context: Context,
  page: number,
  perPage: number,
): Promise<PagedList<ProductSummary>> {
  const path = `${base}/all?per_page=${perPage}&page=${page}`
  return apiRequest(context, path, productList).catch((error) => {
    console.error('wishlist load failed', error)
    return emptyPage<ProductSummary>(page)
  })
}

/** The ids of `productIds` the visitor likes, for the hearts of a page of cards. */
export async function likedIds(context: Context, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return []
  return (await wishlistState(context, productIds)).product_ids
}

/**
 * spec §4 Wishlist toggle; a guest gets a temporary account on the first heart, as with the cart.
 * spec §8: any refusal answers the wishlist-add-fail error.
 */
export async function toggleWishlist(context: Context, productId: string): Promise<unknown> {
  const parsed = validate(wishlistToggleBody, { product_id: productId })
  if (!parsed.ok) return formFailure(parsed.fieldErrors, 'shopErrors.wishlistAddFail')
  try {
    await ensureGuestToken(context)
    await apiRequest(context, `${base}/add-to-wishlist`, wishlistToggleResponse, {
      method: 'POST',
      body: JSON.stringify(parsed.body),
    })
    return { ok: true } satisfies FormResult
  } catch (error) {
    const status = error instanceof ApiError && error.status < 500 ? error.status : 502
    if (!(error instanceof ApiError)) console.error('wishlist toggle failed', error)
    return formFailure({}, 'shopErrors.wishlistAddFail', { status })
  }
}
