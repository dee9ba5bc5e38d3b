import type { OrderDetails, OrderSummary } from '@shop/contract'
import { useTranslation } from '#web/lib/i18n.tsx'

type Labelled = Pick<OrderSummary | OrderDetails, 'current_status' | 'paid_status'>

const tone: Record<string, string> = {
  submitted: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  cancelled: 'bg-stone-200 text-stone-700 dark:bg-stone-700 dark:text-stone-200',
}
const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium'

/**
 * spec §3 order labels: the status and "paid" / "waiting for payment", in the shopper's language.
 * The payment badge is left out where it would repeat the status ("Paid" twice) or contradict
 * it (a cancelled order "waiting for payment", issue 30).
 */
export function StatusLabel({ order }: { order: Labelled }) {
  const { t } = useTranslation()
  const status = t(`orderLabels.${order.current_status}`)
  const paid = t(`orderLabels.paidStatus.${order.paid_status}`)
  const showPaid =
    paid !== status &&
    !(order.current_status === 'cancelled' && order.paid_status === 'waiting_for_payment')
  return (
    <span className="inline-flex flex-wrap gap-2">
      <span
        data-testid="order-status"
        className={`${badge} ${tone[order.current_status] ?? 'bg-brand-50 text-brand-900 dark:bg-stone-800 dark:text-brand-100'}`}
      >
        {status}
      </span>
      {showPaid && (
        <span
          data-testid="paid-status"
          className={`${badge} border border-stone-300 dark:border-stone-600`}
        >
          {paid}
        </span>
      )}
    </span>
  )
}
