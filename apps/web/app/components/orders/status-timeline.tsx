import type { OrderDetails } from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'

/** spec §3 Order statuses: every step with its date (DD/MM/YYYY HH:mm, Hong Kong time). */
export function StatusTimeline({
  statuses,
  shipment = null,
}: {
  statuses: OrderDetails['statuses']
  shipment?: OrderDetails['shipment']
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="mb-3 text-lg font-semibold">
        {t('orders.timeline')}
      </h2>
      <ol className="border-s-2 border-brand-200 ps-5 dark:border-stone-700" data-testid="timeline">
        {statuses.map((entry, index) => (
          <li
            key={`${entry.slug}-${entry.created_at}`}
            className="relative pb-4 last:pb-0"
            aria-current={index === statuses.length - 1 ? 'step' : undefined}
          >
            <span
              aria-hidden
              className="absolute -start-[1.65rem] top-1.5 size-3 rounded-full bg-brand-600"
            />
            <p className="font-medium">{t(`orderLabels.${entry.slug}` as MessageKey)}</p>
            <time
              dateTime={entry.created_at}
              className="text-sm text-stone-600 dark:text-stone-300"
            >
              {formatDateTime(entry.created_at)}
            </time>
            {/* issue 15: the courier and tracking number staff gave when shipping */}
            {entry.slug === 'shipped' && shipment && (
              <dl className="mt-1 text-sm" data-testid="shipment">
                <div className="flex flex-wrap gap-x-1">
                  <dt>{t('orderLabels.courier')}:</dt>
                  <dd>{shipment.courier_name}</dd>
                </div>
                <div className="flex flex-wrap gap-x-1">
                  <dt>{t('orderLabels.trackingNumber')}:</dt>
                  <dd className="font-mono break-all">{shipment.tracking_number}</dd>
                </div>
              </dl>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
