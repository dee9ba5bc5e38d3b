import type { QuotationStatus as Status } from '@shop/contract'
import { useTranslation } from '#web/lib/i18n.tsx'

const LOOK: Record<Status, string> = {
  requested: 'bg-stone-100 text-stone-800',
  issued: 'bg-brand-100 text-brand-900',
  accepted: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
  expired: 'bg-amber-100 text-amber-900',
}

/** The quotation's status in words (colour only repeats it). */
export function QuotationStatus({ status }: { status: Status }) {
  const { t } = useTranslation()
  return (
    <p
      className={`inline-block rounded px-2 py-0.5 text-sm ${LOOK[status]}`}
      data-testid="quotation-status"
    >
      {t(`quotations.status.${status}`)}
    </p>
  )
}
