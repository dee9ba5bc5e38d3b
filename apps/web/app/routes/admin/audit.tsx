import { type AuditEntry, auditList, auditQuery, staffList } from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { AuditChanges, auditLookup } from '#web/components/admin/audit-changes.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { Field, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { auditActionWords, auditEntityWords } from '#web/lib/audit-changes.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/audit'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'audit.title')

const FILTERS = ['staff_id', 'entity_type', 'entity_id', 'action', 'from', 'to'] as const
/** Kinds of record the back office changes (a suggestion list; any value can be typed). */
const ENTITY_TYPES = [
  'order',
  'refund_request',
  'refund_due',
  'account',
  'enquiry',
  'review',
  'comment',
  'staff',
]

/** The filters of the address that are valid; an invalid one is dropped, not an error page. */
function filtersOf(url: URL) {
  const raw: Record<string, string> = {}
  for (const name of [...FILTERS, 'page'] as const) {
    const value = url.searchParams.get(name)?.trim()
    if (value) raw[name] = value
  }
  const parsed = auditQuery.safeParse(raw)
  if (parsed.success) return parsed.data
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  return auditQuery.parse(Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k))))
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'audit.view')
  const query = filtersOf(new URL(request.url))
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value))
  }
  const [entries, members] = await Promise.all([
    adminRequest(context, `/admin/audit?${search}`, auditList),
    // the member list is the owner's (staff.manage); others filter by a name in the log
    me.permissions.includes('staff.manage')
      ? adminRequest(context, '/admin/staff', staffList).then((list) =>
          list.data.map((m) => ({ _id: m._id, name: m.name })),
        )
      : Promise.resolve(null),
  ])
  return { query, entries, members }
}

function Filters({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { t } = useAdminT()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location?.pathname === '/admin/audit'
  const { query, members } = loaderData
  return (
    <Form
      method="get"
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h2 className="text-lg font-semibold sm:col-span-2 lg:col-span-3">
        {t('audit.filters.title')}
      </h2>
      {members ? (
        <SelectField
          name="staff_id"
          label={t('audit.filters.member')}
          defaultValue={query.staff_id ?? ''}
        >
          <option value="">{t('audit.filters.anyMember')}</option>
          {members.map((m) => (
            <option key={m._id} value={m._id}>
              {m.name}
            </option>
          ))}
        </SelectField>
      ) : (
        query.staff_id && <input type="hidden" name="staff_id" value={query.staff_id} />
      )}
      <Field
        name="entity_type"
        label={t('audit.filters.entityType')}
        defaultValue={query.entity_type ?? ''}
        list="audit-entity-types"
      />
      <datalist id="audit-entity-types">
        {ENTITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {auditEntityWords(type, auditLookup(t))}
          </option>
        ))}
      </datalist>
      <Field
        name="entity_id"
        label={t('audit.filters.entityId')}
        defaultValue={query.entity_id ?? ''}
      />
      <Field
        name="action"
        label={t('audit.filters.action')}
        defaultValue={query.action ?? ''}
        placeholder="staff.invited"
      />
      <Field
        name="from"
        type="date"
        label={t('audit.filters.from')}
        defaultValue={query.from ?? ''}
      />
      <Field name="to" type="date" label={t('audit.filters.to')} defaultValue={query.to ?? ''} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <SubmitButton pending={loading} pendingText={t('audit.filters.applying')}>
          {t('audit.filters.apply')}
        </SubmitButton>
        <Link to="/admin/audit" className="text-sm underline">
          {t('audit.filters.clear')}
        </Link>
      </div>
    </Form>
  )
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t, language } = useAdminT()
  const lookup = auditLookup(t)
  return (
    <li
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="audit-entry"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-semibold" data-testid="audit-action" title={entry.action}>
            {auditActionWords(entry.action, entry.entity_type, lookup, language)}
          </span>{' '}
          <Link
            to={`/admin/audit?staff_id=${encodeURIComponent(entry.staff._id)}`}
            className="underline"
            title={t('audit.list.onlyMember', { name: entry.staff.name })}
          >
            {entry.staff.name}
          </Link>
        </p>
        <time dateTime={entry.created_at} className="text-sm text-stone-600">
          {formatDateTime(entry.created_at)}
        </time>
      </div>
      <p className="text-sm">
        <span className="text-stone-600">{t('audit.list.record')}: </span>
        <Link
          to={`/admin/audit?entity_type=${encodeURIComponent(entry.entity_type)}&entity_id=${encodeURIComponent(entry.entity_id)}`}
          className="break-all underline"
        >
          {auditEntityWords(entry.entity_type, lookup)}{' '}
          <span className="font-mono text-xs">{entry.entity_id.slice(0, 8)}</span>
        </Link>
      </p>
      <AuditChanges before={entry.before} after={entry.after} />
      {entry.note && (
        <p className="text-sm">
          <span className="text-stone-600">{t('audit.list.note')}: </span>
          {entry.note}
        </p>
      )}
    </li>
  )
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminT()
  const { entries, query } = loaderData
  return (
    <div className="max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('audit.title')}</h1>
        <p className="mt-1 text-stone-600">{t('audit.intro')}</p>
      </header>
      <Filters loaderData={loaderData} />
      <section aria-label={t('audit.list.caption')} className="space-y-3">
        {entries.data.length === 0 ? (
          <p role="status">{t('audit.list.empty')}</p>
        ) : (
          <ol className="space-y-3">
            {entries.data.map((entry) => (
              <Entry key={entry._id} entry={entry} />
            ))}
          </ol>
        )}
        <Pager page={entries.current_page} perPage={query.per_page} total={entries.total} />
      </section>
    </div>
  )
}
