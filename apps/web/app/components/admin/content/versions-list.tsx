import { type ContentVersions, pickText } from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { useAdminT } from '../../../lib/admin-i18n.tsx'
import { formatDateTime } from '../../../lib/format-date.ts'
import { useStaffCan } from '../../../lib/use-staff-me.ts'
import { AdminSubmit } from '../admin-form.tsx'
import { Pager } from '../pager.tsx'
import { STATUS_STYLE } from './status.ts'

/**
 * The versions of a post or page, newest first: when, who, its title and state. "Restore…" asks
 * first (a state of the page, `?restore=N`, so it works without script), then posts the restore.
 */
export function ContentVersionsList({
  versions,
  page,
  perPage,
  restoring,
}: {
  versions: ContentVersions
  page: number
  perPage: number
  restoring: number | null
}) {
  const { t, language } = useAdminT()
  const canRestore = useStaffCan('content.manage')
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'restore'
  return (
    <section
      aria-labelledby="content-versions"
      className="rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="content-versions" className="mb-3 text-lg font-semibold">
        {t('content.versions.title')}
      </h2>
      <ul className="divide-y divide-stone-200 text-sm" data-testid="content-versions">
        {versions.data.map((entry) => (
          <li key={entry.version} className="space-y-2 py-3" data-testid="content-version">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="font-medium">
                {t('content.versions.version')} {entry.version}
              </span>
              <time dateTime={entry.created_at} className="text-stone-600">
                {formatDateTime(entry.created_at)}
              </time>
              <span>{entry.staff?.name ?? '—'}</span>
              <span className={`rounded px-1.5 text-xs ${STATUS_STYLE[entry.status]}`}>
                {t(`content.statuses.${entry.status}`)}
              </span>
              {entry.restored_from !== null && (
                <span>{t('content.versions.restored', { version: entry.restored_from })}</span>
              )}
              {entry.current ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">
                  {t('content.versions.current')}
                </span>
              ) : (
                canRestore &&
                restoring !== entry.version && (
                  <Link
                    to={`?page=${page}&restore=${entry.version}#restore-${entry.version}`}
                    preventScrollReset
                    className="text-sm underline underline-offset-2"
                  >
                    {t('content.versions.restore')}
                  </Link>
                )
              )}
            </div>
            <p className="break-words text-stone-700">
              {pickText(entry.title, language) || entry.title.en}
            </p>
            {canRestore && restoring === entry.version && !entry.current && (
              <Form
                method="post"
                id={`restore-${entry.version}`}
                className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3"
                data-testid="confirm-restore"
              >
                <input type="hidden" name="restore" value={entry.version} />
                <p>{t('content.versions.confirm', { version: entry.version })}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <AdminSubmit
                    name="intent"
                    value="restore"
                    variant="danger"
                    pending={sending}
                    pendingText={t('content.versions.restoring')}
                  >
                    {t('content.versions.restoreSubmit', { version: entry.version })}
                  </AdminSubmit>
                  <Link to={`?page=${page}`} className="text-sm underline underline-offset-2">
                    {t('content.versions.cancel')}
                  </Link>
                </div>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} perPage={perPage} total={versions.total} />
    </section>
  )
}
