import { isLocale, localizePath, messageResponse } from '@shop/contract'
import { redirect } from 'react-router'
import { ApiError, apiRequest } from '../lib/api.server.ts'
import { authState, clearToken } from '../lib/auth.server.ts'
import { forgetDraft } from '../lib/checkout-draft.server.ts'
import type { Route } from './+types/resources.logout'

/**
 * Logout (spec §2, §4): the API revokes the token (a failure there must not keep the shopper
 * signed in), the session forgets it and the shopper goes home in their language. A new temporary
 * account is asked for only when the next cart or wishlist action needs one.
 * With `everywhere`, the API revokes every session of the account first (ADR 019); a failure
 * there is shown, since the shopper would otherwise believe the other devices signed out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const locale = form.get('locale')
  if (form.get('everywhere')) {
    try {
      await apiRequest(context, '/auth/logout-all', messageResponse, { method: 'POST' })
    } catch (error) {
      // a 401 means this session was already revoked: signing out locally is what is left
      if (!(error instanceof ApiError) || error.status !== 401) throw error
    }
  } else {
    try {
      await apiRequest(context, '/auth/logout', messageResponse)
    } catch {
      // already revoked or expired: signing out locally is what matters
    }
  }
  clearToken(authState(context))
  forgetDraft(authState(context))
  return redirect(localizePath('/', isLocale(locale) ? locale : 'en'))
}

export function loader() {
  return redirect('/')
}
