import type { OrderDetails, OrderReview, PaymentInstructions, RefundRequest } from '@shop/contract'
import { formatDateTime } from '../../lib/format-date.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { useLocale } from '../../lib/use-root-data.ts'
import { OrderFacts, OrderItems } from './order-facts.tsx'
import { PaymentDetails } from './payment-details.tsx'
import { ProofSection } from './proof-section.tsx'
import { RefundSection } from './refund-section.tsx'
import { ReviewSection } from './review-forms.tsx'
import { StatusActions } from './status-actions.tsx'
import { StatusLabel } from './status-label.tsx'
import { StatusTimeline } from './status-timeline.tsx'
import { OrderAnswers, useShownOrder } from './use-order-status.tsx'

type Props = {
  order: OrderDetails
  reviews?: OrderReview[]
  refunds?: RefundRequest[]
  /** The guest lookup shows the order without any of its forms. */
  readOnly?: boolean
  /** How to pay offline, repeated while the payment is awaited (member's page). */
  instructions?: PaymentInstructions
}

/** spec §3 Order: one order as the member (with its after-sales forms) or a guest sees it. */
export function OrderView({
  order: loaded,
  reviews = [],
  refunds = [],
  readOnly = false,
  instructions = {},
}: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const order = useShownOrder(loaded)
  const actions = readOnly ? [] : order.available_actions
  const method = order.payment_method
  const howToPay =
    order.is_offline &&
    order.paid_status === 'waiting_for_payment' &&
    order.current_status !== 'cancelled' &&
    method !== 'ONLINE' &&
    method !== 'SAVED_CARD'
      ? instructions[method]
      : undefined
  return (
    <article className="space-y-8" data-testid="order-view">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">
            {t('orders.detailTitle', { reference: order.reference })}
          </h1>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusLabel order={order} />
          {order.refund_status && (
            <span className="text-sm" data-testid="order-refund-status">
              {t('orders.refundState')}: {t(`orderLabels.refundStatus.${order.refund_status}`)}
            </span>
          )}
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <OrderItems order={order} locale={locale} />
          <OrderFacts order={order} locale={locale} />
        </div>
        <StatusTimeline statuses={order.statuses} />
      </div>
      {!readOnly && (
        <>
          <OrderAnswers variantIds={order.items.flatMap((item) => item.product_variant_id ?? [])} />
          <StatusActions order={{ ...order, available_actions: actions }} />
          {howToPay && (
            <PaymentDetails
              instructions={howToPay}
              total={order.calculations.price.total}
              locale={locale}
            />
          )}
          {order.is_offline && (
            <ProofSection order={order} canUpload={actions.includes('upload_proof')} />
          )}
          <ReviewSection order={order} reviews={reviews} locale={locale} />
          <RefundSection order={order} refunds={refunds} locale={locale} />
        </>
      )}
    </article>
  )
}
