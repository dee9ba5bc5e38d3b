import { Outlet } from 'react-router'
import { AdminErrorPage } from '#web/components/admin/admin-error-page.tsx'
import { AdminShell } from '#web/components/admin/admin-nav.tsx'
import { requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { usePutBackKeptForm } from '#web/lib/kept-form.ts'
import { useStaffMe } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/layout'

/** Signed-in back-office pages: the member (or a redirect to sign in) and the menu. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { me: await requireStaffUser(request, context) }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell me={loaderData.me}>
      <KeptFormNotice />
      <Outlet />
    </AdminShell>
  )
}

/** Says so when a form typed before the session ended was put back on this page (kept-form.ts). */
function KeptFormNotice() {
  const { t } = useAdminT()
  if (!usePutBackKeptForm()) return null
  return (
    <p role="status" className="mb-4 rounded bg-amber-50 p-3 text-sm" data-testid="kept-form">
      {t('shell.keptForm')}
    </p>
  )
}

/** A page's 403 or 404 keeps the menu, so the member can go on elsewhere. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const me = useStaffMe()
  if (!me) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-10">
        <AdminErrorPage error={error} />
      </main>
    )
  }
  return (
    <AdminShell me={me}>
      <AdminErrorPage error={error} />
    </AdminShell>
  )
}
