import type { DeliverySlots, OrderDetails } from '@shop/contract'
import { formatDeliverySlot } from '@shop/contract/client'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { useLocale } from '#web/lib/use-root-data.ts'

type Props = {
  order: OrderDetails
  /** The days the delivery-slots answer offers the order's district and lines. */
  slots: DeliverySlots | null
  /** The refusal of an earlier post of this form (dispatched, full, no longer open). */
  result?: FormResult | null
}

/**
 * Issue 30, ADR 068: the home delivery of an order not dispatched yet moves to another day and
 * time. A `<details>` holding a plain form with one select (every open day and slot), so it
 * works without JavaScript; opened again when the post was refused.
 */
export function ChangeDeliverySlot({ order, slots, result }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const sending = useIntentPending('change_delivery_slot')
  const current = order.delivery.slot
  // only this form's refusal: the page's other forms (a payment proof) answer through the same data
  const failure = result && !result.ok && result.intent === 'change_delivery_slot' ? result : null
  const choices = (slots?.dates ?? []).flatMap((day) =>
    day.slots
      .filter((s) => !(current && current.date === day.date && current.slot === s.code))
      .map((s) => ({ value: `${day.date}|${s.code}`, date: day.date, slot: s.code })),
  )
  return (
    <details
      open={Boolean(failure)}
      className="rounded-md border border-stone-200 p-4 sm:p-5 dark:border-stone-700"
      data-testid="change-delivery-slot"
    >
      <summary className="cursor-pointer text-lg font-semibold">
        {t('orders.changeSlot.title')}
      </summary>
      <div className="mt-4 space-y-4">
        <p>{t('orders.changeSlot.intro')}</p>
        {current && (
          <p className="text-sm text-stone-600 dark:text-stone-300">
            {t('orders.changeSlot.current', { slot: formatDeliverySlot(current, locale) })}
          </p>
        )}
        {failure && (
          <p
            role="alert"
            className="rounded bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {t(failure.fieldErrors.date ?? failure.fieldErrors.slot ?? failure.error)}
          </p>
        )}
        {choices.length === 0 ? (
          <p>{t('orders.changeSlot.none')}</p>
        ) : (
          <form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="change_delivery_slot" />
            <div className="space-y-1">
              <label htmlFor="change-slot-choice" className="block font-medium">
                {t('orders.changeSlot.choice')}
              </label>
              <select
                id="change-slot-choice"
                name="choice"
                required
                className="w-full max-w-md rounded border border-stone-300 bg-white px-2 py-2 dark:border-stone-600 dark:bg-stone-900"
              >
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {formatDeliverySlot({ date: c.date, slot: c.slot }, locale)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              disabled={sending}
              className="rounded bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('orders.changeSlot.submit')}
            </button>
          </form>
        )}
      </div>
    </details>
  )
}
