import { orderExportQuery } from '@shop/contract'
import { redirect } from 'react-router'
import { forbidden, passOnDownload, requireStaffUser } from '#web/lib/admin.server.ts'
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
  return passOnDownload(context, `/admin/orders/export?${new URLSearchParams(parsed.data)}`)
}
