import {
  type AdminPages,
  type AdminPosts,
  adminPages,
  adminPosts,
  CONTENT_STATUSES,
  type ContentStatus,
  pickText,
} from '@shop/contract'
import { data, Form, Link } from 'react-router'
import { STATUS_STYLE } from '#web/components/admin/content/status.ts'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { adminInput } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { CONTENT_KINDS, type ContentKind } from '#web/lib/content-form.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/content-list'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'content.title')

const PER_PAGE = 20
const isStatus = (value: string | null): value is ContentStatus =>
  (CONTENT_STATUSES as readonly (string | null)[]).includes(value)
export const isKind = (value: string | undefined): value is ContentKind =>
  (CONTENT_KINDS as readonly (string | undefined)[]).includes(value)

/** Journal posts or content pages, last changed first: search, state, pages (issue 27). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'content.view')
  if (!isKind(params.kind)) throw data(null, { status: 404 })
  const kind = params.kind
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const status = isStatus(asked) ? asked : null
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 100)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) })
  if (status) query.set('status', status)
  if (search) query.set('search', search)
  const list: AdminPosts | AdminPages =
    kind === 'posts'
      ? await adminRequest(context, `/admin/posts?${query}`, adminPosts)
      : await adminRequest(context, `/admin/pages?${query}`, adminPages)
  return { kind, status, search, list }
}

type Item = AdminPosts['data'][number] | AdminPages['data'][number]

function ContentItem({ kind, item }: { kind: ContentKind; item: Item }) {
  const { t, language } = useAdminT()
  return (
    <li className="space-y-1 p-3" data-testid="content-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 break-words font-medium">
          <Link to={`/admin/content/${kind}/${item._id}`} className="underline underline-offset-2">
            {pickText(item.title, language) || item.title.en}
          </Link>
        </h2>
        <span className={`rounded px-1.5 text-sm ${STATUS_STYLE[item.status]}`}>
          {t(`content.statuses.${item.status}`)}
        </span>
      </div>
      <p className="break-all text-sm text-stone-600">/{item.slug}</p>
      <p className="text-sm text-stone-700">
        {item.status === 'scheduled' && item.publish_at
          ? t('content.publishAt', { when: formatDateTime(item.publish_at) })
          : item.version === 0 && item.publish_at
            ? t('content.publishedAt', { when: formatDateTime(item.publish_at) })
            : t('content.versionOf', {
                version: item.version,
                when: formatDateTime(item.updated_at),
              })}
      </p>
    </li>
  )
}

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { kind, status, search, list } = loaderData
  const { t } = useAdminT()
  const canManage = useStaffCan('content.manage')
  const base = `/admin/content/${kind}`
  const withSearch = (key: string | null) => {
    const query = new URLSearchParams()
    if (key) query.set('status', key)
    if (search) query.set('search', search)
    const text = query.toString()
    return text ? `${base}?${text}` : base
  }
  const kinds = CONTENT_KINDS.map((key) => ({
    key,
    to: `/admin/content/${key}`,
    text: t(`content.kinds.${key}`),
    current: kind === key,
  }))
  const tabs = [null, ...CONTENT_STATUSES].map((key) => ({
    key: key ?? 'all',
    to: withSearch(key),
    text: t(`content.tabs.${key ?? 'all'}`),
    current: status === key,
  }))
  return (
    <div className="max-w-4xl space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('content.title')}</h1>
          <p className="mt-1 text-stone-600">{t('content.intro')}</p>
        </div>
        {canManage && kind === 'posts' && (
          <Link
            to="/admin/content/posts/new"
            className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700"
          >
            {t('content.newPost')}
          </Link>
        )}
      </header>
      <TabLinks label={t('content.title')} tabs={kinds} testId="content-kinds" />
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        {status && <input type="hidden" name="status" value={status} />}
        <label className="min-w-0 flex-1 space-y-1">
          <span className="block text-sm font-medium">{t('content.search')}</span>
          <input
            type="search"
            name="search"
            defaultValue={search}
            maxLength={100}
            className={adminInput}
          />
        </label>
        <button
          type="submit"
          className="rounded border border-stone-400 px-4 py-2 text-base hover:bg-stone-100"
        >
          {t('content.searchButton')}
        </button>
      </Form>
      <TabLinks label={t('content.filter')} tabs={tabs} testId="content-tabs" />
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('content.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="content-list"
        >
          {list.data.map((item) => (
            <ContentItem key={item._id} kind={kind} item={item} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
