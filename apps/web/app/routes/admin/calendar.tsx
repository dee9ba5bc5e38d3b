import { adminBookingList, adminStudio, hkDate, isUuid, weekdayOf } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { Form, Link, useNavigation } from 'react-router'
import { BookingItem } from '#web/components/admin/studio/booking-item.tsx'
import { Field, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { calendarRange } from '#web/lib/admin-calendar.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import type { Route } from './+types/calendar'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'studio.calendar.title')

/**
 * The consultation calendar (issue 17): a day or a Monday-to-Sunday week of bookings, for one
 * showroom (its bookings and its designers') or one designer, through a plain GET form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.view')
  const url = new URL(request.url)
  const range = calendarRange(url.searchParams.get('view'), url.searchParams.get('date'))
  const showroom = url.searchParams.get('showroom') ?? ''
  const designer = url.searchParams.get('designer') ?? ''
  const query = new URLSearchParams({ from: range.from, to: range.to })
  if (isUuid(showroom)) query.set('showroom_id', showroom)
  if (isUuid(designer)) query.set('designer_id', designer)
  const [list, studio] = await Promise.all([
    adminRequest(context, `/admin/bookings?${query}`, adminBookingList),
    adminRequest(context, `/admin/studio?from=${range.from}&to=${range.to}`, adminStudio),
  ])
  return { range, showroom, designer, list, studio, today: hkDate(new Date()) }
}

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { range, showroom, designer, list, studio, today } = loaderData
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const loading =
    navigation.state === 'loading' && navigation.location.pathname === '/admin/calendar'
  const page = (date: string) => {
    const q = new URLSearchParams({ view: range.view, date })
    if (showroom) q.set('showroom', showroom)
    if (designer) q.set('designer', designer)
    return `/admin/calendar?${q}`
  }
  const dayName = (date: string) =>
    t(`studio.weekdays.d${weekdayOf(date) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)
  // closures that apply to what is shown: the studio's, and those of the chosen showroom/designer
  const closuresOn = (date: string) =>
    studio.closures.filter(
      (c) =>
        c.starts_on <= date &&
        date <= c.ends_on &&
        ((!c.showroom_id && !c.designer_id) ||
          (showroom && c.showroom_id === showroom) ||
          (designer && c.designer_id === designer)),
    )
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('studio.calendar.title')}</h1>
        <p className="text-sm text-stone-600">{t('studio.calendar.intro')}</p>
      </header>
      <Form
        method="get"
        className="grid gap-3 rounded border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={t('studio.calendar.filters')}
      >
        <SelectField name="view" label={t('studio.calendar.view')} defaultValue={range.view}>
          <option value="week">{t('studio.calendar.week')}</option>
          <option value="day">{t('studio.calendar.day')}</option>
        </SelectField>
        <Field
          name="date"
          type="date"
          label={t('studio.calendar.date')}
          defaultValue={range.date}
        />
        <SelectField name="showroom" label={t('studio.calendar.showroom')} defaultValue={showroom}>
          <option value="">{t('studio.calendar.all')}</option>
          {studio.showrooms.map((r) => (
            <option key={r._id} value={r._id}>
              {pickText(r.name, language)}
            </option>
          ))}
        </SelectField>
        <SelectField name="designer" label={t('studio.calendar.designer')} defaultValue={designer}>
          <option value="">{t('studio.calendar.all')}</option>
          {studio.designers.map((d) => (
            <option key={d._id} value={d._id}>
              {d.name}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <SubmitButton pending={loading} pendingText={t('studio.hours.saving')}>
            {t('studio.calendar.show')}
          </SubmitButton>
        </div>
      </Form>
      <nav
        aria-label={t('studio.calendar.pages')}
        className="flex flex-wrap items-center gap-3 text-sm"
      >
        <Link className="rounded border border-stone-400 px-3 py-1.5" to={page(range.previous)}>
          ← {t('studio.calendar.previous')}
        </Link>
        <Link className="rounded border border-stone-400 px-3 py-1.5" to={page(today)}>
          {t('studio.calendar.today')}
        </Link>
        <Link className="rounded border border-stone-400 px-3 py-1.5" to={page(range.next)}>
          {t('studio.calendar.next')} →
        </Link>
        <p role="status" className="text-stone-600">
          {t('studio.calendar.range', { from: range.from, to: range.to })} ·{' '}
          {t('studio.calendar.count', { count: list.data.length })}
        </p>
      </nav>
      <ol
        className={`grid gap-4 ${range.view === 'week' ? 'lg:grid-cols-7 lg:gap-2' : ''}`}
        data-testid="calendar-days"
      >
        {range.days.map((date) => {
          const bookings = list.data.filter((b) => hkDate(b.starts_at) === date)
          const closed = closuresOn(date)
          return (
            <li
              key={date}
              className="min-w-0 space-y-2"
              aria-labelledby={`day-${date}`}
              data-testid={`calendar-day-${date}`}
            >
              <h2
                id={`day-${date}`}
                className={`border-b pb-1 text-base font-semibold ${date === today ? 'border-stone-900' : 'border-stone-200'}`}
              >
                {dayName(date)} <span className="font-normal text-stone-600 lg:block">{date}</span>
              </h2>
              {closed.map((c) => (
                <p key={c._id} className="rounded bg-stone-100 px-2 py-1 text-xs text-stone-700">
                  {t('studio.closures.who')}: {pickText(c.reason, language)}
                </p>
              ))}
              {bookings.length === 0 ? (
                <p className="text-sm text-stone-500">{t('studio.calendar.empty')}</p>
              ) : (
                <ul className="space-y-2">
                  {bookings.map((b) => (
                    <BookingItem key={b._id} booking={b} />
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
