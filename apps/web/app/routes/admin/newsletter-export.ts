import { forbidden, requireStaffUser, staffContext } from '../../lib/admin.server.ts'
import { apiFetchContext } from '../../lib/context.ts'
import type { Route } from './+types/newsletter-export'

/**
 * `/admin/newsletter/export`: the CSV of consenting subscribers
 * (`GET /admin/newsletter/subscribers/export`) fetched with the staff token and passed on as a
 * download, so the token stays in its httpOnly cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  if (!me.permissions.includes('newsletter.export')) throw forbidden()
  const token = context.get(staffContext)?.token
  const answer = await context.get(apiFetchContext)('/admin/newsletter/subscribers/export', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!answer.ok) {
    await answer.body?.cancel()
    throw new Response('Not available', { status: answer.status >= 500 ? 502 : answer.status })
  }
  const headers = new Headers({
    'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
    'content-disposition': answer.headers.get('content-disposition') ?? 'attachment',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  })
  return new Response(answer.body, { status: 200, headers })
}
