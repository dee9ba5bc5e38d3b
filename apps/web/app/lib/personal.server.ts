import { MAIN_STORE_ID, type PersonalCounts, personalCounts } from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { ApiError, apiRequest } from './api.server.ts'
import { currentToken } from './auth.server.ts'

const NONE: PersonalCounts = { total_qty: 0, wishlist: { product_ids: [], total: 0 } }

/**
 * The header's cart and wishlist counts and which of `productIds` the visitor likes: one call,
 * one statement (issue 31). Page views never create a guest account; spec §8: a failure reads as
 * an empty cart and wishlist. A session that has ended (401) is no failure: it has nothing.
 */
export async function loadPersonalCounts(
  context: Readonly<RouterContextProvider>,
  productIds: string[] = [],
): Promise<PersonalCounts> {
  if (!currentToken(context)) return NONE
  const ids = [...new Set(productIds)].slice(0, 100)
  const query = ids.length ? `?product_ids=${ids.join(',')}` : ''
  try {
    return await apiRequest(context, `/stores/${MAIN_STORE_ID}/personal${query}`, personalCounts)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      console.error('personal counts failed', error)
    return NONE
  }
}
