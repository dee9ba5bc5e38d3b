import type { SettingsHistory } from '@shop/contract'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { VersionHistory } from '../version-history.tsx'

/** The versions of the settings, newest first: when, who, which part; a restore asks first. */
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
  return (
    <VersionHistory
      id="settings-history"
      testId="settings-history"
      texts={{
        title: t('settings.history.title'),
        version: t('settings.history.version'),
        current: t('settings.history.current'),
        restore: t('settings.history.restore'),
        confirm: (v) =>
          `${t('settings.history.confirm', { version: v })} ${
            ownsPayments
              ? t('settings.history.confirmPayments')
              : t('settings.history.keepPayments')
          }`,
        restoreSubmit: (v) => t('settings.history.restoreSubmit', { version: v }),
        restoring: t('settings.history.restoring'),
        cancel: t('settings.history.cancel'),
      }}
      entries={history.data}
      total={history.total}
      page={page}
      perPage={10}
      restoring={restoring}
      canRestore={canRestore}
      hidden={{ version }}
      describe={(entry) => (
        <span>
          {entry.section
            ? t(`settings.history.sections.${entry.section}`, {
                version: entry.restored_from ?? '',
              })
            : t('settings.history.seeded')}
        </span>
      )}
    />
  )
}
