import type { AdminMessageKey } from '@shop/contract/i18n/admin/translate'
import { type AdminT, useAdminT } from '#web/lib/admin-i18n.tsx'
import { auditChanges, auditFieldWords } from '#web/lib/audit-changes.ts'

/** A text of the page's catalogue when it has one for this key (audit words are looked up). */
export function auditLookup(t: AdminT) {
  return (key: string) => {
    const text = t(key as AdminMessageKey)
    return text === key ? null : text
  }
}

/** Before → after of an audit entry, one line per changed field, in words. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAdminT()
  const lookup = auditLookup(t)
  const changes = auditChanges(before, after, {
    yes: t('audit.values.yes'),
    no: t('audit.values.no'),
    code: (value) => lookup(`audit.values.codes.${value}`),
  })
  if (changes.length === 0) return null
  const value = (text: string | null) =>
    text === null ? (
      <span className="italic text-stone-500">{t('audit.list.nothing')}</span>
    ) : (
      <span className="break-words">{text}</span>
    )
  return (
    <dl className="space-y-1 text-sm" aria-label={t('audit.list.changes')}>
      {changes.map((change) => (
        <div key={change.field} className="flex flex-wrap gap-x-2">
          {change.field && (
            <dt className="font-medium">{auditFieldWords(change.field, lookup)}:</dt>
          )}
          <dd className="min-w-0">
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
