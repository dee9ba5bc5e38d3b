import { useAdminT } from '../../lib/admin-i18n.tsx'
import { auditChanges } from '../../lib/audit-changes.ts'

/** Before → after of an audit entry, one line per changed field. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAdminT()
  const changes = auditChanges(before, after)
  if (changes.length === 0) return null
  const value = (text: string | null) =>
    text === null ? (
      <span className="italic text-stone-500">{t('audit.list.nothing')}</span>
    ) : (
      <span className="break-all font-mono text-xs">{text}</span>
    )
  return (
    <dl className="space-y-1 text-sm" aria-label={t('audit.list.changes')}>
      {changes.map((change) => (
        <div key={change.field} className="flex flex-wrap gap-x-2">
          {change.field && <dt className="font-medium">{change.field}:</dt>}
          <dd>
            {/* a record this action made has nothing before: its values alone */}
            {before !== null && before !== undefined && (
              <>
                {value(change.before)} <span aria-hidden="true">→</span>{' '}
              </>
            )}
            {value(change.after)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
