import {
  MAX_REFUND_IMAGES,
  MAX_REFUND_REASON,
  type OrderDetails,
  type RefundRequest,
} from '@shop/contract'
import { formatMoney, type Locale, pickText } from '@shop/contract/client'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { refundBody, refundForm } from '#web/lib/order-forms.ts'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { SubmitButton, TextAreaField } from '../form-field.tsx'
import { FileInput } from './file-input.tsx'
import { useOrderFetcher } from './use-order-status.tsx'

/** spec §3 Refund request: reason, a quantity per item (never above what is refundable), photos. */
function RefundForm({ order, locale }: { order: OrderDetails; locale: Locale }) {
  const { t } = useTranslation()
  const fetcher = useOrderFetcher('refund')
  const { onSubmit, clientErrors } = useValidatedSubmit(refundForm, refundBody)
  const errors = shownErrors(clientErrors, fetcher.data)
  const lines = order.items.filter((item) => item.refundable_qty > 0 && item.product_variant_id)
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded border border-stone-200 p-4 dark:border-stone-700"
      data-testid="refund-form"
    >
      <input type="hidden" name="intent" value="refund" />
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('orders.refund.intro')}</p>
      <fieldset className="space-y-2">
        {lines.map((item) => {
          const title = pickText(item.product_title, locale)
          const id = `refund-qty-${item._id}`
          return (
            <div key={item._id} className="flex items-center justify-between gap-4">
              <label htmlFor={id} className="text-sm">
                {t('orders.refund.qty', { title, max: item.refundable_qty })}
              </label>
              <input
                id={id}
                type="number"
                name={`qty:${item.product_variant_id}`}
                min={0}
                max={item.refundable_qty}
                defaultValue={0}
                className="w-20 rounded border border-stone-300 bg-white px-2 py-1 dark:border-stone-600 dark:bg-stone-900"
              />
            </div>
          )
        })}
        {errors.refund_items && (
          <p className="text-sm text-red-700 dark:text-red-400">{t(errors.refund_items)}</p>
        )}
      </fieldset>
      <TextAreaField
        name="reason"
        label={t('orders.refund.reason')}
        rows={3}
        maxLength={MAX_REFUND_REASON}
        required
        error={errors.reason}
      />
      <FileInput
        name="images"
        multiple
        label={t('orders.refund.images', { max: MAX_REFUND_IMAGES })}
        error={errors.images}
        previewLabel={t('orders.images.preview')}
      />
      <div className="max-w-xs">
        <SubmitButton pending={fetcher.state !== 'idle'}>{t('orders.refund.submit')}</SubmitButton>
      </div>
    </fetcher.Form>
  )
}

function RefundRequestRow({ refund, locale }: { refund: RefundRequest; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <li
      className="rounded border border-stone-200 p-4 text-sm dark:border-stone-700"
      data-testid="refund-request"
    >
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-medium" data-testid="refund-status">
          {t(`orderLabels.refundStatus.${refund.status}`)}
        </span>
        <time dateTime={refund.created_at}>{formatDateTime(refund.created_at)}</time>
      </p>
      <ul className="mt-2">
        {refund.items.map((item) => (
          <li key={item.product_variant_id}>
            {pickText(item.product_title, locale)} × {item.qty}
          </li>
        ))}
      </ul>
      <p className="mt-1">
        {t('orders.refund.amount')}: {formatMoney(refund.amount, locale)}
      </p>
      {refund.approved_amount && refund.approved_amount !== refund.amount && (
        <p className="mt-1" data-testid="refund-approved-amount">
          {t('orders.refund.approvedAmount')}: {formatMoney(refund.approved_amount, locale)}
        </p>
      )}
      <p className="mt-1 text-stone-600 dark:text-stone-300">{refund.reason}</p>
      {refund.staff_note && (
        <p className="mt-1">
          {t('orders.refund.staffNote')}: {refund.staff_note}
        </p>
      )}
    </li>
  )
}

/** The order's refund requests (newest first) and, while allowed, the request form. */
export function RefundSection({
  order,
  refunds,
  locale,
  canRequest: allowed = true,
}: {
  order: OrderDetails
  refunds: RefundRequest[]
  locale: Locale
  /** False where another form is the way back (a consultation's cancel, issue 30). */
  canRequest?: boolean
}) {
  const { t } = useTranslation()
  const canRequest = allowed && order.available_actions.includes('request_refund')
  if (!canRequest && refunds.length === 0) return null
  return (
    <section aria-labelledby="refund-heading" className="space-y-4">
      <h2 id="refund-heading" className="text-lg font-semibold">
        {canRequest ? t('orders.refund.title') : t('orders.refund.requests')}
      </h2>
      {refunds.length > 0 && (
        <ul className="space-y-3">
          {refunds.map((refund) => (
            <RefundRequestRow key={refund._id} refund={refund} locale={locale} />
          ))}
        </ul>
      )}
      {canRequest && <RefundForm order={order} locale={locale} />}
    </section>
  )
}
