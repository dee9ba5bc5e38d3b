import type { LocalizedText } from '@shop/contract'
import { formatMoney, type Locale, pickText } from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'

/**
 * How to pay an offline order (bank transfer, FPS, PayMe): the shop's payment details from the
 * site configuration, with the amount due. Shown on the success page and, while the payment is
 * awaited, on the member's order page.
 */
export function PaymentDetails({
  instructions,
  total,
  locale,
  proofOnThisPage = true,
}: {
  instructions: LocalizedText
  /** The amount to pay; left out where the totals are shown just above. */
  total?: string
  locale: Locale
  /** The success page has no proof form, only a link to the order: say so (issue 30). */
  proofOnThisPage?: boolean
}) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="payment-details-heading"
      className="rounded-md border border-amber-500 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      data-testid="payment-details"
    >
      <h2 id="payment-details-heading" className="mb-2 text-lg font-semibold">
        {t('orders.howToPay')}
      </h2>
      {total && (
        <p className="mb-2 text-sm">
          {t(proofOnThisPage ? 'orders.awaitingPayment' : 'orders.awaitingPaymentOnOrderPage', {
            total: formatMoney(total, locale),
          })}
        </p>
      )}
      <p data-testid="payment-instructions">{pickText(instructions, locale)}</p>
    </section>
  )
}
