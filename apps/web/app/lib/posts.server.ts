import { type PostSummary, postList } from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { apiRequest } from './api.server.ts'

/** The newest posts for the home page; a failure leaves the slot empty instead of the page. */
export async function latestPosts(
  context: Readonly<RouterContextProvider>,
  count = 3,
): Promise<PostSummary[] | null> {
  try {
    const page = await apiRequest(context, `/posts/filter?slug=newest&per_page=${count}`, postList)
    return page.data
  } catch {
    return null
  }
}
