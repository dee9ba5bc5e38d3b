import { forbidden, passOnDownload, requireStaffUser } from '#web/lib/admin.server.ts'
import type { Route } from './+types/products-export'

/** `/admin/products/export`: the catalogue CSV (`GET /admin/products/export`) passed on as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  if (!me.permissions.includes('catalog.view')) throw forbidden()
  return passOnDownload(context, '/admin/products/export')
}
