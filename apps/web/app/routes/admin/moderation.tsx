import {
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminModerationItem,
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
import { Form, useLocation } from 'react-router'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { type FormResult, text, validate } from '#web/lib/forms.ts'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import type { Route } from './+types/moderation'

export const meta: Route.MetaFunction = () => [{ title: 'Moderation' }]

const kindOf = (value: string | null): ModerationKind =>
  MODERATION_KINDS.includes(value as ModerationKind) ? (value as ModerationKind) : 'comment'
const statusOf = (value: string | null): ModerationStatus | null =>
  MODERATION_STATUSES.includes(value as ModerationStatus) ? (value as ModerationStatus) : null

/** Blog comments and product reviews in tabs, newest first, paged (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'moderation.manage')
  const url = new URL(request.url)
  const kind = kindOf(url.searchParams.get('kind'))
  const status = statusOf(url.searchParams.get('status'))
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ kind, page: String(page) })
  if (status) query.set('status', status)
  const list = await adminRequest(context, `/admin/moderation?${query}`, adminModerationList)
  return { kind, status, list }
}

/** Hide (a reason needed) or approve one item, named `hide:<kind>:<id>`; the reason is kept. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'moderation.manage')
  const form = await request.formData()
  const intent = text(form, 'intent')
  const [verb, kind, id] = intent.split(':')
  const typed = { reason: text(form, 'reason') }
  if ((verb !== 'hide' && verb !== 'approve') || !kind || !id)
    return formFailure<string>({}, 'admin.errors.invalid', { intent })
  const body = validate(adminModerationBody, {
    status: verb === 'hide' ? 'HIDDEN' : 'ACTIVE',
    reason: typed.reason,
  })
  if (!body.ok) return formFailure<string>(body.fieldErrors, body.error, { intent, values: typed })
  try {
    await adminRequest(
      context,
      `/admin/moderation/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
      adminModerationItem,
      { method: 'PUT', body: JSON.stringify(body.body) },
    )
  } catch (error) {
    return apiFailure(error, { intent, values: typed })
  }
  const message =
    verb === 'hide' ? 'admin.people.moderation.hiddenDone' : 'admin.people.moderation.approvedDone'
  return { ok: true as const, intent, message }
}

const intentOf = (verb: string, item: AdminModerationItem) => `${verb}:${item.kind}:${item._id}`
const isFor = (result: FormResult<string> | undefined, item: AdminModerationItem) =>
  Boolean(result?.intent?.endsWith(`:${item.kind}:${item._id}`))

export default function Moderation({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, status, list } = loaderData
  const { t } = useAdminT()
  const base = `/admin/moderation?kind=${kind}`
  // an item that left the filtered list (hidden under "Shown") still says how its change went
  const orphan = actionData && !list.data.some((item) => isFor(actionData, item))
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('people.moderation.title')}</h1>
      <TabLinks
        label={t('people.moderation.title')}
        testId="moderation-kinds"
        tabs={MODERATION_KINDS.map((name) => ({
          key: name,
          to: `/admin/moderation?kind=${name}`,
          text:
            name === 'comment' ? t('people.moderation.comments') : t('people.moderation.reviews'),
          current: kind === name,
        }))}
      />
      <TabLinks
        label={t('people.moderation.statusLabel')}
        testId="moderation-statuses"
        tabs={[null, ...MODERATION_STATUSES].map((name) => ({
          key: name ?? 'all',
          to: name ? `${base}&status=${name}` : base,
          text: name ? t(`people.moderation.status.${name}`) : t('people.moderation.all'),
          current: status === name,
        }))}
      />
      {orphan && (
        <div aria-live="polite">
          <FormStatus result={actionData} />
        </div>
      )}
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('people.moderation.empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="moderation-list">
          {list.data.map((item) => (
            <ModerationCard
              key={item._id}
              item={item}
              result={isFor(actionData, item) ? actionData : undefined}
            />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={ADMIN_PEOPLE_PAGE_SIZE} total={list.total} />
    </div>
  )
}

function ModerationCard({
  item,
  result,
}: {
  item: AdminModerationItem
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const location = useLocation()
  const verb = item.status === 'ACTIVE' ? 'hide' : 'approve'
  const intent = intentOf(verb, item)
  const pending = useIntentPending(intent)
  const refused = result && !result.ok ? result : undefined
  const target =
    item.kind === 'comment'
      ? `/blog/${item.target._id}/${item.target.slug}`
      : `/shop/main/product/${item.target._id}/${item.target.slug}`
  return (
    <li
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="moderation-item"
    >
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
        <span
          data-testid="moderation-status"
          className={`rounded px-1.5 ${item.status === 'HIDDEN' ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}
        >
          {t(`people.moderation.status.${item.status}`)}
        </span>
        <span>
          {t('people.moderation.by', { name: item.author, date: formatDateTime(item.created_at) })}
        </span>
        {item.rating !== null && (
          <span>{t('people.moderation.rating', { rating: item.rating })}</span>
        )}
        {item.order_reference && (
          <span>{t('people.moderation.order', { reference: item.order_reference })}</span>
        )}
      </p>
      <p className="text-sm">
        {t('people.moderation.on')}{' '}
        <a href={target} className="underline underline-offset-2" target="_blank" rel="noreferrer">
          {pickText(item.target.title, language)}
        </a>
      </p>
      <p className="whitespace-pre-wrap break-words" data-testid="moderation-text">
        {item.text}
      </p>
      {item.moderation_reason && (
        <p className="text-sm italic text-stone-700">
          {t('people.moderation.keptReason', { reason: item.moderation_reason })}
        </p>
      )}
      <div aria-live="polite">
        <FormStatus result={result} />
      </div>
      {/* keyed by status: a done change starts the reason box empty again */}
      <Form
        key={item.status}
        method="post"
        action={`${location.pathname}${location.search}`}
        className="space-y-2"
        noValidate
      >
        <Field
          name="reason"
          label={t('people.moderation.reasonLabel')}
          hint={t('people.moderation.reasonHint')}
          maxLength={MODERATION_REASON_MAX}
          defaultValue={refused ? String(refused.values?.reason ?? '') : ''}
          error={refused?.fieldErrors.reason}
        />
        <SubmitButton
          name="intent"
          value={intent}
          variant={verb === 'hide' ? 'danger' : 'primary'}
          pending={pending}
          pendingText={
            verb === 'hide' ? t('people.moderation.hiding') : t('people.moderation.approving')
          }
        >
          {verb === 'hide' ? t('people.moderation.hide') : t('people.moderation.approve')}
        </SubmitButton>
      </Form>
    </li>
  )
}
