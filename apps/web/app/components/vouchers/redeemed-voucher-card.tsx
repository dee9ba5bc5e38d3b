import { type Locale, pickText, type RedeemedVoucher } from '@shop/contract/client'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { discountText, minSpendText } from '#web/lib/voucher-offers.ts'
import { LocalizedLink } from '../localized-link.tsx'
import { CopyCodeButton } from './copy-code-button.tsx'

/**
 * A voucher the member owns: its code, what it takes off, terms, until when it can be used (or
 * when and on which order it was). "Use in cart" opens the cart with the code in its voucher field
 * (the cart keeps it in its address, so this is a plain link).
 */
export function RedeemedVoucherCard({
  voucher,
  locale,
}: {
  voucher: RedeemedVoucher
  locale: Locale
}) {
  const { t } = useTranslation()
  const usable = voucher.status === 'usable'
  return (
    <article
      className="rounded-lg border border-stone-200 p-4 dark:border-stone-700"
      aria-label={`${pickText(voucher.title, locale)} ${voucher.code}`}
      data-testid="redeemed-voucher"
    >
      <h3 className="font-semibold">{pickText(voucher.title, locale)}</h3>
      <p className="text-sm">{discountText(voucher, t, locale)}</p>
      <p className="note">{minSpendText(voucher.min_spend, t, locale)}</p>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span>{t('vouchers.code')}</span>
        <code
          className="rounded bg-stone-100 px-2 py-1 font-mono text-base font-semibold tracking-wider select-all dark:bg-stone-800"
          data-testid="voucher-code"
        >
          {voucher.code}
        </code>
      </p>
      <p className="mt-2 text-sm" data-testid="voucher-validity">
        {voucher.status === 'used' && voucher.used_at
          ? t('vouchers.usedOn', { date: formatDate(voucher.used_at) })
          : voucher.status === 'expired'
            ? t('vouchers.expiredOn', { date: formatDate(voucher.valid_until) })
            : t('vouchers.validUntil', { date: formatDate(voucher.valid_until) })}
      </p>
      {voucher.order && (
        <p className="text-sm">
          <LocalizedLink to={`/shop/main/order/${voucher.order._id}`} className="underline">
            {t('vouchers.usedOnOrder', { reference: voucher.order.reference })}
          </LocalizedLink>
        </p>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">{t('vouchers.terms')}</summary>
        <p className="mt-1 whitespace-pre-line">{pickText(voucher.terms, locale)}</p>
      </details>
      {usable && (
        <div className="mt-3 flex flex-wrap gap-2">
          <LocalizedLink
            to={`/shop/main/cart?voucher=${encodeURIComponent(voucher.code)}`}
            className="rounded bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
            data-testid="use-in-cart"
          >
            {t('vouchers.useInCart')}
          </LocalizedLink>
          <CopyCodeButton code={voucher.code} />
        </div>
      )}
    </article>
  )
}
