import {
  type DeliverySlots,
  OFFLINE_PAYMENT_METHODS,
  type OrderDetails,
  type OrderReview,
  type PaymentInstructions,
  type RefundRequest,
  type WalletPaymentMethod,
} from '@shop/contract'
import type { ReactNode } from 'react'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale } from '#web/lib/use-root-data.ts'
import { ChangeDeliverySlot } from './change-delivery-slot.tsx'
import { OrderFacts, OrderItems } from './order-facts.tsx'
import { PayAgain } from './pay-again.tsx'
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
  /**
   * `member`: the account's own order with every form it allows; `link`: a private order link
   * (issue 14), where only the payment proof can be uploaded.
   */
  mode?: 'member' | 'link'
  /** How to pay offline, repeated while the payment is awaited and no proof is in yet. */
  instructions?: PaymentInstructions
  /** The e-wallets checkout offers (ADR 070): "Pay again" offers them too. */
  wallets?: readonly WalletPaymentMethod[]
  /** The consultation the order books (issue 17), shown under the heading. */
  booking?: ReactNode
  /**
   * The order books a consultation: its panel holds the one way to move or cancel it, so the
   * order's own cancel and refund forms and its shipping facts are left out (issue 30).
   */
  consultation?: boolean
  /** The refusal of a "Pay again" post (issue 30), and whether a switch of method just happened. */
  payAgain?: { result?: FormResult | null; switched?: boolean }
  /**
   * The days the home delivery may move to (issue 30, ADR 068), the refusal of a "Change
   * delivery time" post, and whether a change just happened.
   */
  slotChange?: { slots: DeliverySlots | null; result?: FormResult | null; changed?: boolean }
}

/** spec §3 Order: one order as the member (with its after-sales forms) or a guest sees it. */
export function OrderView({
  order: loaded,
  reviews = [],
  refunds = [],
  mode = 'member',
  instructions = {},
  wallets = [],
  booking,
  consultation = false,
  payAgain,
  slotChange,
}: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const order = useShownOrder(loaded)
  const actions = order.available_actions
  const offline = OFFLINE_PAYMENT_METHODS.find((m) => m === order.payment_method)
  // until a proof is in (a rejected proof brings the order back to submitted)
  const howToPay =
    order.is_offline && order.current_status === 'submitted' && offline
      ? instructions[offline]
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
      {booking}
      {payAgain?.switched && (
        <p role="status" className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800">
          {t('orders.payAgain.done')}
        </p>
      )}
      {actions.includes('pay_again') && (
        <PayAgain
          order={order}
          instructions={instructions}
          wallets={wallets}
          result={payAgain?.result}
        />
      )}
      {slotChange?.changed && (
        <p
          role="status"
          className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800"
          data-testid="slot-changed"
        >
          {t('orders.changeSlot.done')}
        </p>
      )}
      {actions.includes('change_delivery_slot') && slotChange && (
        <ChangeDeliverySlot order={order} slots={slotChange.slots} result={slotChange.result} />
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <OrderItems order={order} locale={locale} />
          <OrderFacts order={order} locale={locale} consultation={consultation} />
        </div>
        <StatusTimeline statuses={order.statuses} shipment={order.shipment} />
      </div>
      {howToPay && (
        <PaymentDetails
          instructions={howToPay}
          total={order.calculations.price.total}
          locale={locale}
        />
      )}
      {mode === 'link' ? (
        <>
          <OrderAnswers variantIds={[]} />
          {order.is_offline && (
            <ProofSection
              order={order}
              canUpload={actions.includes('upload_proof')}
              showImage={false}
            />
          )}
        </>
      ) : (
        <>
          <OrderAnswers variantIds={order.items.flatMap((item) => item.product_variant_id ?? [])} />
          {!consultation && <StatusActions order={order} />}
          {order.is_offline && (
            <ProofSection order={order} canUpload={actions.includes('upload_proof')} />
          )}
          <ReviewSection order={order} reviews={reviews} locale={locale} />
          <RefundSection
            order={order}
            refunds={refunds}
            locale={locale}
            canRequest={!consultation}
          />
        </>
      )}
    </article>
  )
}
