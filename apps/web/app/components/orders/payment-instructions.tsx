import { type LocalizedText, pickText } from '@shop/contract/client'
import { useTranslation } from '../../lib/i18n.tsx'
import { useLocale } from '../../lib/use-root-data.ts'

/**
 * How to pay an offline order (bank transfer, FPS or PayMe), from the site configuration: on the
 * success page and again on the order page while the payment is awaited.
 */
export function PaymentInstructions({ text }: { text: LocalizedText }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section aria-labelledby="how-to-pay-heading" data-testid="payment-instructions-section">
      <h2 id="how-to-pay-heading" className="font-semibold">
        {t('checkout.howToPay')}
      </h2>
      {/* account numbers and FPS ids read left to right in any script */}
      <p className="mt-1 whitespace-pre-line" data-testid="payment-instructions">
        {pickText(text, locale)}
      </p>
    </section>
  )
}
