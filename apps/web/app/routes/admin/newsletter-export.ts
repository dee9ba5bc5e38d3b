import { forbidden, passOnDownload, requireStaffUser } from '#web/lib/admin.server.ts'
import type { Route } from './+types/newsletter-export'

/**
 * `/admin/newsletter/export`: the CSV of consenting subscribers
 * (`GET /admin/newsletter/subscribers/export`) passed on as a download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  if (!me.permissions.includes('newsletter.export')) throw forbidden()
  return passOnDownload(context, '/admin/newsletter/subscribers/export')
}
