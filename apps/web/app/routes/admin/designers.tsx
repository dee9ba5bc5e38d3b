import { adminDesigners, adminShowrooms, hkDistrict } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { Link } from 'react-router'
import { DesignerForm } from '#web/components/admin/showrooms/designer-form.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { runPeopleIntent } from '#web/lib/admin-showrooms.server.ts'
import type { FormResult } from '#web/lib/forms.ts'
import type { Route } from './+types/designers'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'showrooms.team.title')

/** Designers (ADR 054): who takes consultations; their weekly hours are set in Studio hours. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.schedule')
  const editing = new URL(request.url).searchParams.get('edit')
  const [team, rooms] = await Promise.all([
    adminRequest(context, '/admin/designers', adminDesigners),
    adminRequest(context, '/admin/showrooms', adminShowrooms),
  ])
  return { team, rooms: rooms.data, editing }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.schedule')
  return runPeopleIntent(request, context, 'designer')
}

export default function AdminDesigners({ loaderData, actionData }: Route.ComponentProps) {
  const { team, rooms, editing } = loaderData
  const { t, language } = useAdminT()
  const result = actionData as FormResult<string> | undefined
  const open =
    result && !result.ok && result.intent?.startsWith('save:') ? result.intent.slice(5) : editing
  const roomName = (id: string) => {
    const room = rooms.find((r) => r._id === id)
    return room ? pickText(room.name, language) : ''
  }
  const formats = (districts: string[]) =>
    [
      t('studio.formats.SHOWROOM'),
      t('studio.formats.VIDEO'),
      ...(districts.length ? [t('studio.formats.HOME_VISIT')] : []),
    ].join(', ')
  return (
    <div className="max-w-4xl space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('showrooms.team.title')}</h1>
        <p className="text-stone-600">{t('showrooms.team.intro')}</p>
      </header>
      {result?.ok && <FormStatus result={result} />}
      {team.data.length === 0 ? (
        <p className="text-stone-600">{t('showrooms.team.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="designers-list"
        >
          {team.data.map((d) => (
            <li
              key={d._id}
              id={`row-${d._id}`}
              className="space-y-2 p-3"
              data-testid="designer-row"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 space-y-1">
                  <p className="break-words font-medium">
                    {d.name}{' '}
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs ${d.is_active ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                    >
                      {d.is_active ? t('showrooms.activeBadge') : t('showrooms.inactive')}
                    </span>
                  </p>
                  <p className="text-sm">
                    {pickText(d.title, language)} · {roomName(d.showroom_id)}
                  </p>
                  <p className="text-xs text-stone-600">
                    {t('showrooms.team.formats', { formats: formats(d.home_visit_districts) })}
                    {d.home_visit_districts.length > 0 && (
                      <>
                        {' ('}
                        {d.home_visit_districts
                          .map((code) => {
                            const district = hkDistrict(code)
                            return district ? pickText(district.name, language) : code
                          })
                          .join(', ')}
                        {')'}
                      </>
                    )}
                    {' · '}
                    {t('showrooms.team.bookings', { count: d.future_bookings })}
                  </p>
                  {d.hours_count === 0 ? (
                    <p className="text-sm text-amber-900" data-testid="no-hours">
                      {t('showrooms.team.noHours')}{' '}
                      <Link to="/admin/studio" className="underline underline-offset-2">
                        {t('showrooms.team.setHours')}
                      </Link>
                    </p>
                  ) : (
                    <p className="text-xs text-stone-600">
                      {t('showrooms.team.hoursCount', { count: d.hours_count })}
                    </p>
                  )}
                </div>
                <Link
                  to={`?edit=${d._id}#row-${d._id}`}
                  className="text-sm underline underline-offset-2"
                >
                  {t('showrooms.edit')}
                  <span className="sr-only"> {d.name}</span>
                </Link>
              </div>
              {open === d._id && <DesignerForm designer={d} showrooms={rooms} result={result} />}
            </li>
          ))}
        </ul>
      )}
      <section className="space-y-2" aria-labelledby="new-designer">
        <h2 id="new-designer" className="text-xl font-semibold">
          {t('showrooms.team.new')}
        </h2>
        <DesignerForm designer={null} showrooms={rooms} result={result} />
      </section>
    </div>
  )
}
