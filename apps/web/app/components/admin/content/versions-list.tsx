import { type ContentVersions, pickText } from '@shop/contract'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { VersionHistory } from '../version-history.tsx'
import { STATUS_STYLE } from './status.ts'

/** The versions of a post or page, newest first: when, who, its title and state; restorable. */
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
  return (
    <VersionHistory
      id="content-versions"
      testId="content-versions"
      entryTestId="content-version"
      texts={{
        title: t('content.versions.title'),
        version: t('content.versions.version'),
        current: t('content.versions.current'),
        restore: t('content.versions.restore'),
        confirm: (v) => t('content.versions.confirm', { version: v }),
        restoreSubmit: (v) => t('content.versions.restoreSubmit', { version: v }),
        restoring: t('content.versions.restoring'),
        cancel: t('content.versions.cancel'),
      }}
      entries={versions.data}
      total={versions.total}
      page={page}
      perPage={perPage}
      restoring={restoring}
      canRestore={useStaffCan('content.manage')}
      describe={(entry) => (
        <>
          <span className={`rounded px-1.5 text-xs ${STATUS_STYLE[entry.status]}`}>
            {t(`content.statuses.${entry.status}`)}
          </span>
          {entry.restored_from !== null && (
            <span>{t('content.versions.restored', { version: entry.restored_from })}</span>
          )}
        </>
      )}
      details={(entry) => (
        <p className="break-words text-stone-700">
          {pickText(entry.title, language) || entry.title.en}
        </p>
      )}
    />
  )
}
