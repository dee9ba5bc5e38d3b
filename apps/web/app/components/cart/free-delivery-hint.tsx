import type { FreeDeliveryHint as Hint } from '@shop/contract/free-delivery'
import type { Locale } from '@shop/contract/locales'
import { pickText } from '@shop/contract/localized'
import { formatMoney } from '@shop/contract/money'
import { useTranslation } from '#web/lib/i18n.tsx'
import { TruckIcon } from '../icons.tsx'

/** "Spend HK$120 more for free delivery with SF Express" / "Free delivery with …" (ADR 064). */
export function FreeDeliveryHint({
  hint,
  locale,
  className = '',
}: {
  hint: Hint | null
  locale: Locale
  className?: string
}) {
  const { t } = useTranslation()
  if (!hint) return null
  const courier = pickText(hint.courier, locale)
  return (
    <p className={`flex items-center gap-2 text-sm ${className}`} data-testid="free-delivery">
      <TruckIcon width={20} height={20} className="shrink-0 text-brand-700 dark:text-brand-300" />
      <span>
        {hint.reached
          ? t('cart.freeDeliveryReached', { courier })
          : t('cart.freeDeliveryMore', { amount: formatMoney(hint.remaining, locale), courier })}
      </span>
    </p>
  )
}
