import { orderExportQuery } from '@shop/contract'
import { redirect } from 'react-router'
import { forbidden, requireStaffUser, staffContext } from '../../lib/admin.server.ts'
import { apiFetchContext } from '../../lib/context.ts'
import type { Route } from './+types/orders-export'

/**
 * `/admin/orders/export?from&to`: the accountant's CSV (`GET /admin/orders/export`) passed on as
 * a download with the staff token kept in its cookie. Bad dates go back to the orders page,
 * which names the field (the form works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  if (!me.permissions.includes('orders.export')) throw forbidden()
  const url = new URL(request.url)
  const asked = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }
  const parsed = orderExportQuery.safeParse(asked)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const back = new URLSearchParams({
      export_from: asked.from,
      export_to: asked.to,
      export_field: String(issue?.path[0] ?? 'from'),
      export_error: issue?.message ?? 'errors.invalid',
    })
    throw redirect(`/admin/orders?${back}`)
  }
  const token = context.get(staffContext)?.token
  const query = new URLSearchParams(parsed.data)
  const answer = await context.get(apiFetchContext)(`/admin/orders/export?${query}`, {
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
