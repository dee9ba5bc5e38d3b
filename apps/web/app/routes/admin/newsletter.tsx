import {
  adminNewsletterSubscribers,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '@shop/contract'
import { ListSearch, searchOf } from '#web/components/admin/list-search.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/newsletter'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'newsletter.title')

const PER_PAGE = 50
type Tab = NewsletterStatus | 'all'
const TABS: Tab[] = [...NEWSLETTER_STATUSES, 'all']
const tabOf = (value: string | null): Tab =>
  TABS.includes(value as Tab) ? (value as Tab) : 'CONSENTING'
const LANGUAGES: Record<string, string> = { en: 'English', zh: '繁體中文', cn: '简体中文' }

/**
 * Newsletter subscribers with their consent record (issue 30, ADR 063), one tab per status,
 * newest first; the CSV of consenting subscribers for those whose role may take it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'newsletter.view')
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('status'))
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) })
  if (tab !== 'all') query.set('status', tab)
  const q = searchOf(url)
  if (q) query.set('q', q)
  const list = await adminRequest(
    context,
    `/admin/newsletter/subscribers?${query}`,
    adminNewsletterSubscribers,
  )
  return { tab, list, q, canExport: me.permissions.includes('newsletter.export') }
}

export default function NewsletterSubscribers({ loaderData }: Route.ComponentProps) {
  const { tab, list, q, canExport } = loaderData
  const { t } = useAdminT()
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('newsletter.title')}</h1>
      <p className="text-sm text-stone-600">{t('newsletter.intro')}</p>
      {canExport && (
        <p>
          <a
            href="/admin/newsletter/export"
            download
            className="inline-block rounded border border-stone-300 bg-white px-3 py-2 font-medium underline-offset-2 hover:underline"
            data-testid="newsletter-export"
          >
            {t('newsletter.export')}
          </a>
        </p>
      )}
      <ListSearch q={q} keep={{ status: tab }} testId="newsletter-search" />
      <TabLinks
        label={t('newsletter.title')}
        testId="newsletter-tabs"
        tabs={TABS.map((name) => ({
          key: name,
          to: `/admin/newsletter?${new URLSearchParams({ status: name, ...(q ? { q } : {}) })}`,
          text: name === 'all' ? t('newsletter.all') : t(`newsletter.status.${name}`),
          current: tab === name,
        }))}
      />
      {list.data.length === 0 ? (
        <p className="text-stone-600">
          {q ? t('shell.listSearch.none', { q }) : t('newsletter.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="newsletter-list"
        >
          {list.data.map((s) => (
            <li key={s.id} className="space-y-1 p-3" data-testid="newsletter-subscriber">
              <p className="break-all font-medium">{s.email}</p>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
                <span
                  className="rounded bg-stone-100 px-1.5 text-stone-900"
                  data-testid="newsletter-status"
                >
                  {t(`newsletter.status.${s.status}`)}
                </span>
                <span>
                  {t('newsletter.signedUp')}: {formatDateTime(s.created_at)}
                </span>
                {s.confirmed_at && (
                  <span>
                    {t('newsletter.confirmed')}: {formatDateTime(s.confirmed_at)}
                  </span>
                )}
                {s.unsubscribed_at && (
                  <span>
                    {t('newsletter.unsubscribed')}: {formatDateTime(s.unsubscribed_at)}
                  </span>
                )}
                <span>
                  {t('newsletter.source')}:{' '}
                  {s.source in SOURCE_KEYS
                    ? t(SOURCE_KEYS[s.source as keyof typeof SOURCE_KEYS])
                    : s.source}
                  {s.source_path && (
                    <>
                      {' '}
                      <bdi dir="ltr">{s.source_path}</bdi>
                    </>
                  )}
                </span>
              </p>
              <details className="text-xs text-stone-600">
                <summary className="cursor-pointer">
                  {t('newsletter.consent', {
                    version: s.consent_version,
                    language: LANGUAGES[s.language] ?? s.language,
                  })}
                </summary>
                <p lang={s.language === 'en' ? 'en' : s.language === 'zh' ? 'zh-HK' : 'zh-CN'}>
                  {s.consent_text}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}

const SOURCE_KEYS = {
  footer: 'newsletter.sources.footer',
  modal: 'newsletter.sources.modal',
  page: 'newsletter.sources.page',
  account: 'newsletter.sources.account',
} as const
