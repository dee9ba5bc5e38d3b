import { type Locale, pickText, type VoucherOffer } from '@shop/contract/client'
import { useId } from 'react'
import { Form } from 'react-router'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints } from '#web/lib/points.ts'
import {
  discountText,
  minSpendText,
  redeemableQty,
  type ShopFilters,
} from '#web/lib/voucher-offers.ts'

type Props = { offer: VoucherOffer; filters: ShopFilters; locale: Locale }

/**
 * One voucher on offer: title, what it takes off, points price, minimum spend, stock left, the
 * per-member limit and how long it stays valid. "Redeem" is a GET form to the confirmation step
 * (the shop's address with `confirm` and `qty`), keeping the list's sort and filter.
 */
export function OfferCard({ offer, filters, locale }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const title = pickText(offer.title, locale)
  const soldOut = offer.remaining === 0
  const limitReached =
    offer.per_member_limit !== null && offer.redeemed_by_me >= offer.per_member_limit
  const max = redeemableQty(offer)
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col rounded-lg border border-stone-200 p-4 dark:border-stone-700"
      data-testid="voucher-offer"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="text-sm">{discountText(offer, t, locale)}</p>
      <p
        className="mt-2 text-xl font-semibold text-brand-700 dark:text-brand-100"
        data-testid="offer-price"
      >
        {t('vouchers.price', {
          count: offer.points_price,
          points: formatPoints(offer.points_price, locale),
        })}
      </p>
      <ul className="note mt-2 space-y-0.5">
        <li>{minSpendText(offer.min_spend, t, locale)}</li>
        <li>
          {offer.remaining === null
            ? t('vouchers.unlimited')
            : t('vouchers.remaining', { count: offer.remaining })}
        </li>
        {offer.per_member_limit !== null && (
          <li>
            {t('vouchers.limit', { limit: offer.per_member_limit, used: offer.redeemed_by_me })}
          </li>
        )}
        <li>{t('vouchers.validity', { count: offer.valid_days })}</li>
        {offer.ends_at && <li>{t('vouchers.endsOn', { date: formatDate(offer.ends_at) })}</li>}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">{t('vouchers.terms')}</summary>
        <p className="mt-1 whitespace-pre-line">{pickText(offer.terms, locale)}</p>
      </details>
      <div className="mt-auto pt-4">
        {soldOut || limitReached ? (
          <p className="font-medium" data-testid="offer-unavailable">
            {soldOut ? t('vouchers.soldOut') : t('vouchers.limitReached')}
          </p>
        ) : (
          <Form method="get" className="flex items-end gap-2">
            {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
            {filters.discount_type && (
              <input type="hidden" name="discount_type" value={filters.discount_type} />
            )}
            {filters.page > 1 && <input type="hidden" name="page" value={filters.page} />}
            <input type="hidden" name="confirm" value={offer._id} />
            <div>
              <label htmlFor={`${id}-qty`} className="block text-sm font-medium">
                {t('vouchers.quantity')}
              </label>
              <input
                id={`${id}-qty`}
                name="qty"
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                defaultValue={1}
                className="w-20 rounded border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
              />
            </div>
            <button
              type="submit"
              aria-describedby={`${id}-title`}
              className="flex-1 rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900"
            >
              {t('vouchers.redeem')}
            </button>
          </Form>
        )}
      </div>
    </article>
  )
}
