import { adminStudio } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { Closures } from '#web/components/admin/studio/closures.tsx'
import { WeekForm } from '#web/components/admin/studio/week-form.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { runStudioIntent } from '#web/lib/admin-studio.server.ts'
import type { Route } from './+types/studio'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'studio.hours.title')

/** Weekly hours of showrooms and designers, and closures (issue 17): services.schedule. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.schedule')
  return { studio: await adminRequest(context, '/admin/studio', adminStudio) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.schedule')
  return runStudioIntent(request, context)
}

export default function AdminStudioPage({ loaderData, actionData }: Route.ComponentProps) {
  const { studio } = loaderData
  const { t, language } = useAdminT()
  const card = 'rounded border border-stone-200 bg-white p-4'
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('studio.hours.title')}</h1>
        <p className="text-sm text-stone-600">{t('studio.hours.intro')}</p>
      </header>
      <Closures studio={studio} result={actionData} />
      <section aria-labelledby="showrooms-heading" className="space-y-3">
        <h2 id="showrooms-heading" className="text-lg font-semibold">
          {t('studio.hours.showrooms')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {studio.showrooms.map((r) => (
            <div key={r._id} className={card}>
              <WeekForm
                owner={`showroom:${r._id}`}
                name={pickText(r.name, language)}
                hours={r.hours}
                result={actionData}
              />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="designers-heading" className="space-y-3">
        <h2 id="designers-heading" className="text-lg font-semibold">
          {t('studio.hours.designers')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {studio.designers.map((d) => (
            <div key={d._id} className={card}>
              <WeekForm
                owner={`designer:${d._id}`}
                name={d.name}
                hours={d.hours}
                result={actionData}
              />
            </div>
          ))}
        </div>
      </section>
    </div>
  )
}
