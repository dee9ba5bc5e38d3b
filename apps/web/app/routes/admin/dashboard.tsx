import { requirePermission, requireStaffUser } from '../../lib/admin.server.ts'
import { useAdminT } from '../../lib/admin-i18n.tsx'
import type { Route } from './+types/dashboard'

// the dashboard's figures come with the orders screens (bo-orders)
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'dashboard.view')
  return { name: me.name }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminT()
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('shell.dashboard.title')}</h1>
      <p className="mt-2 text-stone-600">
        {t('shell.dashboard.welcome', { name: loaderData.name })}
      </p>
    </>
  )
}
