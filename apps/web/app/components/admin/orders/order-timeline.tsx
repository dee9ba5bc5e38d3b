import type { AdminTimelineEntry } from '@shop/contract'
import type { AdminMessageKey } from '@shop/contract/i18n/admin/translate'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'

/**
 * Statuses and staff steps, oldest first; a staff step (an audit action such as
 * `order.shipped`, keyed `order_shipped`) names who did it.
 */
export function OrderTimeline({ entries }: { entries: AdminTimelineEntry[] }) {
  const { t } = useAdminT()
  return (
    <ol className="space-y-3 border-s-2 border-stone-300 ps-4" data-testid="admin-timeline">
      {entries.map((entry) => (
        <li key={`${entry.slug}-${entry.created_at}-${entry.staff?._id ?? ''}`} className="text-sm">
          <p className={entry.staff ? 'font-medium' : 'text-stone-700'}>
            {t(`orders.timeline.${entry.slug.replace('.', '_')}` as AdminMessageKey)}
            {entry.staff && (
              <span className="font-normal text-stone-600">
                {' '}
                · {t('orders.detail.by', { name: entry.staff.name })}
              </span>
            )}
          </p>
          <time dateTime={entry.created_at} className="text-xs text-stone-600">
            {formatDateTime(entry.created_at)}
          </time>
          {/* a staff step's note, and the customer's delivery move (old → new slot, ADR 068) */}
          {(entry.staff || entry.slug === 'delivery_rescheduled') && entry.note && (
            <p className="mt-1 whitespace-pre-line break-words text-stone-700">{entry.note}</p>
          )}
        </li>
      ))}
    </ol>
  )
}
