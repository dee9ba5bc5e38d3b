import { redirect } from 'react-router'
import { text } from '../lib/forms.ts'
import { safeRedirectPath } from '../lib/preferences.server.ts'
import { toggleWishlist } from '../lib/wishlist.server.ts'
import type { Route } from './+types/resources.wishlist'

/**
 * The heart's post (spec §4 Wishlist toggle). With script it runs in a fetcher and answers the
 * result; without, it is a plain form post that goes back to the page it came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const result = await toggleWishlist(context, text(form, 'product_id'))
  if (text(form, 'via') === 'fetcher') return result
  return redirect(safeRedirectPath(form.get('redirectTo')))
}

export function loader() {
  return redirect('/')
}
