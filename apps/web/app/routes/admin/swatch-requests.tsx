import {
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminSwatchRequest,
  adminSwatchList,
  adminSwatchRequest,
  formatHkAddress,
  SWATCH_STATUSES,
  type SwatchStatus,
} from '@shop/contract'
import { isUuid, pickText } from '@shop/contract/client'
import { Form, useNavigation } from 'react-router'
import { ListSearch, searchOf } from '#web/components/admin/list-search.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { apiFailure, formFailure } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { type FormResult, text } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import type { Route } from './+types/swatch-requests'

export const meta: Route.MetaFunction = () => [{ title: 'Swatch requests' }]

type Tab = SwatchStatus | 'all'
const TABS: Tab[] = [...SWATCH_STATUSES, 'all']
const tabOf = (value: string | null): Tab =>
  TABS.includes(value as Tab) ? (value as Tab) : 'requested'

/** Free swatch requests (issue 30, ADR 071): to send first, newest first, paged and searched. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'enquiries.handle')
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('status'))
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page) })
  if (tab !== 'all') query.set('status', tab)
  const q = searchOf(url)
  if (q) query.set('q', q)
  const list = await adminRequest(context, `/admin/swatch-requests?${query}`, adminSwatchList)
  return { tab, list, q }
}

/** "Mark as sent": the API e-mails the shopper once. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'enquiries.handle')
  const form = await request.formData()
  const intent = text(form, 'intent')
  const id = intent.startsWith('sent:') ? intent.slice(5) : ''
  if (!isUuid(id)) return formFailure<string>({}, 'admin.errors.invalid', { intent })
  try {
    await adminRequest(context, `/admin/swatch-requests/${id}/sent`, adminSwatchRequest, {
      method: 'POST',
    })
  } catch (error) {
    return apiFailure(error, { intent })
  }
  return { ok: true as const, intent, message: 'admin.people.swatches.marked' }
}

export default function SwatchRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, list, q } = loaderData
  const { t } = useAdminT()
  const result = actionData as FormResult<string> | undefined
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('people.swatches.title')}</h1>
      <ListSearch q={q} keep={{ status: tab }} testId="swatch-search" />
      <TabLinks
        label={t('people.swatches.title')}
        testId="swatch-tabs"
        tabs={TABS.map((name) => ({
          key: name,
          to: `/admin/swatch-requests?${new URLSearchParams({ status: name, ...(q ? { q } : {}) })}`,
          text: name === 'all' ? t('people.swatches.all') : t(`people.swatches.status.${name}`),
          current: tab === name,
        }))}
      />
      {/* a request marked sent leaves the "to send" tab; its outcome still shows here */}
      <div aria-live="polite">
        <FormStatus result={result} />
      </div>
      {list.data.length === 0 ? (
        <p className="text-stone-600">
          {q ? t('shell.listSearch.none', { q }) : t('people.swatches.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="swatch-list"
        >
          {list.data.map((item) => (
            <SwatchItem key={item._id} item={item} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={ADMIN_PEOPLE_PAGE_SIZE} total={list.total} />
    </div>
  )
}

function SwatchItem({ item }: { item: AdminSwatchRequest }) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const intent = `sent:${item._id}`
  const pending = isIntentPending(navigation, intent)
  return (
    <li className="space-y-2 p-3" data-testid="swatch-item">
      <p className="break-words font-medium">
        {pickText(item.product.title, language)}{' '}
        <bdi dir="ltr" className="text-sm font-normal text-stone-600">
          {item.reference}
        </bdi>
      </p>
      <p className="text-sm">
        <span className="font-medium">{t('people.swatches.colours')}: </span>
        {item.colours.map((c) => pickText(c.name, language)).join(language === 'zh' ? '、' : ', ')}
      </p>
      <p className="break-all text-sm text-stone-600">
        {item.name} · {item.email} · <bdi dir="ltr">{item.phone}</bdi>
      </p>
      <p className="text-sm text-stone-600">
        <span className="font-medium">{t('people.swatches.address')}: </span>
        {formatHkAddress(item.address, language)}
      </p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
        <span className="rounded bg-stone-100 px-1.5 text-stone-900" data-testid="swatch-status">
          {t(`people.swatches.status.${item.status}`)}
        </span>
        <span>{t('people.swatches.requested', { date: formatDateTime(item.created_at) })}</span>
        {item.sent_at && (
          <span>{t('people.swatches.sentOn', { date: formatDateTime(item.sent_at) })}</span>
        )}
        <span>
          {t('people.swatches.language')}: {t(`people.enquiries.language.${item.language}`)}
        </span>
        {item.member_id && <span>{t('people.swatches.member')}</span>}
      </p>
      {item.status === 'requested' && (
        <Form method="post">
          <SubmitButton
            name="intent"
            value={intent}
            variant="secondary"
            pending={pending}
            pendingText={t('people.swatches.marking')}
          >
            {t('people.swatches.markSent')}
          </SubmitButton>
        </Form>
      )}
    </li>
  )
}
