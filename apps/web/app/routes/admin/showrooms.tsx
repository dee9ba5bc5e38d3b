import { adminShowrooms, hkDistrict } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { Link } from 'react-router'
import { ShowroomForm } from '#web/components/admin/showrooms/showroom-form.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { runPeopleIntent } from '#web/lib/admin-showrooms.server.ts'
import type { FormResult } from '#web/lib/forms.ts'
import type { Route } from './+types/showrooms'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'showrooms.rooms.title')

/** Showrooms (ADR 054): the footer, contact page and booking show the active ones. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.schedule')
  const editing = new URL(request.url).searchParams.get('edit')
  return { list: await adminRequest(context, '/admin/showrooms', adminShowrooms), editing }
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.schedule')
  return runPeopleIntent(request, context, 'showroom')
}

export default function AdminShowrooms({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData
  const { t, language } = useAdminT()
  const result = actionData as FormResult<string> | undefined
  // a refused form shows its error inside itself; a refused row stays open
  const open =
    result && !result.ok && result.intent?.startsWith('save:') ? result.intent.slice(5) : editing
  return (
    <div className="max-w-4xl space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('showrooms.rooms.title')}</h1>
        <p className="text-stone-600">{t('showrooms.rooms.intro')}</p>
      </header>
      {result?.ok && <FormStatus result={result} />}
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('showrooms.rooms.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="showrooms-list"
        >
          {list.data.map((room) => (
            <li
              key={room._id}
              id={`row-${room._id}`}
              className="space-y-2 p-3"
              data-testid="showroom-row"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 space-y-1">
                  <p className="break-words font-medium">
                    {pickText(room.name, language)}{' '}
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs ${room.is_active ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                    >
                      {room.is_active ? t('showrooms.activeBadge') : t('showrooms.inactive')}
                    </span>
                  </p>
                  <p className="break-words text-sm">{pickText(room.address, language)}</p>
                  <p className="text-xs text-stone-600">
                    {pickText(
                      hkDistrict(room.district)?.name ?? {
                        en: room.district,
                        zh: room.district,
                        cn: room.district,
                      },
                      language,
                    )}
                    {room.phone && (
                      <>
                        {' · '}
                        <bdi dir="ltr">{room.phone}</bdi>
                      </>
                    )}
                    {' · '}
                    {t('showrooms.rooms.designers', { count: room.designers })}
                    {' · '}
                    {t('showrooms.rooms.bookings', { count: room.future_bookings })}
                  </p>
                </div>
                <Link
                  to={`?edit=${room._id}#row-${room._id}`}
                  className="text-sm underline underline-offset-2"
                >
                  {t('showrooms.edit')}
                  <span className="sr-only"> {pickText(room.name, language)}</span>
                </Link>
              </div>
              {open === room._id && <ShowroomForm room={room} result={result} />}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        <Link to="/admin/studio" className="underline underline-offset-2">
          {t('showrooms.team.setHours')}
        </Link>
      </p>
      <section className="space-y-2" aria-labelledby="new-showroom">
        <h2 id="new-showroom" className="text-xl font-semibold">
          {t('showrooms.rooms.new')}
        </h2>
        <ShowroomForm room={null} result={result} />
      </section>
    </div>
  )
}
