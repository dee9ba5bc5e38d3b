import type { SettingsHistory } from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { useAdminT } from '../../../lib/admin-i18n.tsx'
import { formatDateTime } from '../../../lib/format-date.ts'
import { useStaffCan } from '../../../lib/use-staff-me.ts'
import { AdminSubmit } from '../admin-form.tsx'
import { Pager } from '../pager.tsx'

/**
 * The versions of the settings, newest first: when, who, which part. "Restore…" asks first (a
 * page of its own state, `?restore=N`, so it works without script), then posts the restore.
 */
export function SettingsHistoryList({
  history,
  page,
  version,
  restoring,
}: {
  history: SettingsHistory
  page: number
  version: number
  restoring: number | null
}) {
  const { t } = useAdminT()
  const canRestore = useStaffCan('settings.manage')
  const ownsPayments = useStaffCan('settings.payments')
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'restore'
  const what = (entry: SettingsHistory['data'][number]) =>
    entry.section
      ? t(`settings.history.sections.${entry.section}`, { version: entry.restored_from ?? '' })
      : t('settings.history.seeded')
  return (
    <section
      aria-labelledby="settings-history"
      className="rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="settings-history" className="mb-3 text-lg font-semibold">
        {t('settings.history.title')}
      </h2>
      <ul className="divide-y divide-stone-200 text-sm" data-testid="settings-history">
        {history.data.map((entry) => (
          <li key={entry.version} className="space-y-2 py-3">
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <span className="font-medium">
                {t('settings.history.version')} {entry.version}
              </span>
              <time dateTime={entry.created_at} className="text-stone-600">
                {formatDateTime(entry.created_at)}
              </time>
              <span>{entry.staff?.name ?? '—'}</span>
              <span>{what(entry)}</span>
              {entry.current ? (
                <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">
                  {t('settings.history.current')}
                </span>
              ) : (
                canRestore &&
                restoring !== entry.version && (
                  <Link
                    to={`?page=${page}&restore=${entry.version}#restore-${entry.version}`}
                    className="text-sm underline underline-offset-2"
                  >
                    {t('settings.history.restore')}
                  </Link>
                )
              )}
            </div>
            {canRestore && restoring === entry.version && !entry.current && (
              <Form
                method="post"
                id={`restore-${entry.version}`}
                className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3"
                data-testid="confirm-restore"
              >
                <input type="hidden" name="version" value={version} />
                <input type="hidden" name="restore" value={entry.version} />
                <p>
                  {t('settings.history.confirm', { version: entry.version })}{' '}
                  {ownsPayments
                    ? t('settings.history.confirmPayments')
                    : t('settings.history.keepPayments')}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <AdminSubmit
                    name="intent"
                    value="restore"
                    variant="danger"
                    pending={sending}
                    pendingText={t('settings.history.restoring')}
                  >
                    {t('settings.history.restoreSubmit', { version: entry.version })}
                  </AdminSubmit>
                  <Link to={`?page=${page}`} className="text-sm underline underline-offset-2">
                    {t('settings.history.cancel')}
                  </Link>
                </div>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} perPage={10} total={history.total} />
    </section>
  )
}
