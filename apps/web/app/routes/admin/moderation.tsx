import {
  ADMIN_PEOPLE_PAGE_SIZE,
  adminModerationBody,
  adminModerationItem,
  adminModerationList,
  MODERATION_KINDS,
  MODERATION_REASON_MAX,
  MODERATION_STATUSES,
  type ModerationKind,
  type ModerationStatus,
  pickText,
} from '@shop/contract'
import { useId } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { Pager } from '../../components/admin/people/pager.tsx'
import { ResultNotice } from '../../components/admin/people/result-notice.tsx'
import { IntentButton } from '../../components/admin/people/submit.tsx'
import { usePeopleTexts } from '../../components/admin/people/texts.ts'
import { adminRequest, requireStaffUser } from '../../lib/admin.server.ts'
import {
  checkForm,
  type PeopleResult,
  peopleFailure,
  peopleOk,
  peopleRefused,
  text,
} from '../../lib/admin-people.server.ts'
import { formatDateTime } from '../../lib/format-date.ts'
import type { Route } from './+types/moderation'

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }]

const kindOf = (value: string | null): ModerationKind =>
  (MODERATION_KINDS as readonly string[]).includes(value ?? '') ? (value as ModerationKind) : 'comment'
const statusOf = (value: string | null): ModerationStatus | undefined =>
  (MODERATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ModerationStatus)
    : undefined

/** Blog comments and product reviews in tabs, newest first, paged (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffUser(request, context)
  const url = new URL(request.url)
  const kind = kindOf(url.searchParams.get('kind'))
  const status = statusOf(url.searchParams.get('status'))
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ kind, page: String(page) })
  if (status) query.set('status', status)
  const list = await adminRequest(context, `/admin/moderation?${query}`, adminModerationList)
  return { kind, status: status ?? null, list }
}

/** Hide (a reason needed) or approve one item; the reason is kept with it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaffUser(request, context)
  const form = await request.formData()
  const [verb, kind, id] = text(form, 'intent').split(':')
  const intent = text(form, 'intent')
  if ((verb !== 'hide' && verb !== 'approve') || !kind || !id)
    return peopleRefused(intent, 400, 'errors.failed')
  const typed = { reason: text(form, 'reason') }
  const body = { status: verb === 'hide' ? 'HIDDEN' : 'ACTIVE', reason: typed.reason }
  const checked = checkForm(intent, adminModerationBody, body, typed)
  if (!checked.ok) return checked.response
  try {
    await adminRequest(
      context,
      `/admin/moderation/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
      adminModerationItem,
      { method: 'PUT', body: JSON.stringify(checked.body) },
    )
  } catch (error) {
    return peopleFailure(intent, error, typed)
  }
  return peopleOk(intent, verb === 'hide' ? 'moderation.hiddenDone' : 'moderation.approvedDone')
}

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, status, list } = loaderData
  const result = actionData as PeopleResult | undefined
  const { texts } = usePeopleTexts()
  const t = texts.moderation
  const tab =
    'min-h-11 whitespace-nowrap rounded border border-stone-300 px-3 py-2 text-sm aria-[current=page]:bg-stone-900 aria-[current=page]:text-white dark:border-stone-600 dark:aria-[current=page]:bg-stone-100 dark:aria-[current=page]:text-stone-900'
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <nav aria-label={t.title} className="flex flex-wrap gap-2" data-testid="moderation-kinds">
        {MODERATION_KINDS.map((name) => (
          <Link
            key={name}
            to={`/admin/moderation?kind=${name}`}
            aria-current={kind === name ? 'page' : undefined}
            className={tab}
          >
            {name === 'comment' ? t.comments : t.reviews}
          </Link>
        ))}
      </nav>
      <nav aria-label={texts.customers.status} className="flex flex-wrap gap-2" data-testid="moderation-statuses">
        {[null, ...MODERATION_STATUSES].map((name) => (
          <Link
            key={name ?? 'all'}
            to={`/admin/moderation?kind=${kind}${name ? `&status=${name}` : ''}`}
            aria-current={status === name ? 'page' : undefined}
            className={tab}
          >
            {name ? t.status[name] : t.all}
          </Link>
        ))}
      </nav>
      {/* an item that left the list (hidden under "Shown") still tells how its change went */}
      {result && !list.data.some((item) => result.intent.endsWith(`:${item.kind}:${item._id}`)) && (
        <ResultNotice result={result} />
      )}
      {list.data.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-300">{t.empty}</p>
      ) : (
        <ul className="space-y-3" data-testid="moderation-list">
          {list.data.map((item) => (
            <ModerationCard key={item._id} item={item} result={result} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={ADMIN_PEOPLE_PAGE_SIZE} total={list.total} />
    </div>
  )
}

type Item = Route.ComponentProps['loaderData']['list']['data'][number]

function ModerationCard({ item, result }: { item: Item; result: PeopleResult | undefined }) {
  const { texts, fill, say, language } = usePeopleTexts()
  const t = texts.moderation
  const reasonId = useId()
  const location = useLocation()
  const mine = result?.intent.endsWith(`:${item.kind}:${item._id}`) ? result : undefined
  const reasonError = mine && !mine.ok ? mine.fieldErrors?.reason : undefined
  const target =
    item.kind === 'comment'
      ? `/blog/${item.target._id}/${item.target.slug}`
      : `/shop/main/product/${item.target._id}/${item.target.slug}`
  return (
    <li
      className="space-y-2 rounded border border-stone-200 p-3 dark:border-stone-700"
      data-testid="moderation-item"
      data-id={item._id}
    >
      <p className="flex flex-wrap gap-2 text-xs text-stone-600 dark:text-stone-300">
        <span
          data-testid="moderation-status"
          className={`rounded px-1.5 ${item.status === 'HIDDEN' ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'}`}
        >
          {t.status[item.status]}
        </span>
        <span>{fill(t.by, { name: item.author, date: formatDateTime(item.created_at) })}</span>
        {item.rating !== null && <span>{fill(t.rating, { rating: item.rating })}</span>}
        {item.order_reference && <span dir="ltr">{fill(t.order, { reference: item.order_reference })}</span>}
      </p>
      <p className="text-sm">
        {t.on}{' '}
        <a href={target} className="underline underline-offset-2" target="_blank" rel="noreferrer">
          {pickText(item.target.title, language)}
        </a>
      </p>
      <p className="whitespace-pre-wrap break-words" data-testid="moderation-text">
        {item.text}
      </p>
      {item.moderation_reason && (
        <p className="text-sm italic">{fill(t.keptReason, { reason: item.moderation_reason })}</p>
      )}
      <ResultNotice result={mine} />
      <Form method="post" action={`${location.pathname}${location.search}`} className="space-y-2" noValidate>
        <label htmlFor={reasonId} className="block text-sm font-medium">
          {t.reasonLabel}
        </label>
        <input
          id={reasonId}
          name="reason"
          maxLength={MODERATION_REASON_MAX}
          defaultValue={mine && !mine.ok ? (mine.typed?.reason ?? '') : ''}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${reasonId}-hint${reasonError ? ` ${reasonId}-error` : ''}`}
          className="w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900"
        />
        <p id={`${reasonId}-hint`} className="text-xs text-stone-600 dark:text-stone-300">
          {t.reasonHint}
        </p>
        {reasonError && (
          <p id={`${reasonId}-error`} className="text-sm text-red-700 dark:text-red-400">
            {say(reasonError)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {item.status === 'ACTIVE' ? (
            <IntentButton intent={`hide:${item.kind}:${item._id}`} busy={t.hiding} tone="danger" testId="hide">
              {t.hide}
            </IntentButton>
          ) : (
            <IntentButton intent={`approve:${item.kind}:${item._id}`} busy={t.approving} testId="approve">
              {t.approve}
            </IntentButton>
          )}
        </div>
      </Form>
    </li>
  )
}
