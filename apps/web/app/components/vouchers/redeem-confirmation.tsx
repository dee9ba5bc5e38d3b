import { type Locale, localizePath, pickText, type VoucherOffer } from '@shop/contract/client'
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints } from '#web/lib/points.ts'
import { discountText } from '#web/lib/voucher-offers.ts'
import { IdempotencyKeyField } from '../idempotency-key-field.tsx'

type Props = {
  offer: VoucherOffer
  qty: number
  /** Made per render of the step: a double click buys once (ADR 040). */
  idempotencyKey: string
  /** The member's available points. */
  points: number
  locale: Locale
  /** The shop's address with its sort and filter, for "back". */
  backHref: string
}

/**
 * The confirmation step of a redeem (issue 16): what is bought, the points now, the points it
 * costs and the points after. Confirming posts to the shop's own address (so the answer replaces
 * the step); the button says it is working while the post is under way.
 */
export function RedeemConfirmation({
  offer,
  qty,
  idempotencyKey,
  points,
  locale,
  backHref,
}: Props) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const cost = offer.points_price * qty
  const after = points - cost
  // the step appears in place of a click: move the reader to it
  useEffect(() => heading.current?.focus(), [])
  const row = (label: string, value: string, testId: string, className = '') => (
    <div className={`flex justify-between gap-4 ${className}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="font-semibold">
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  )
  return (
    <section
      aria-labelledby="confirm-heading"
      className="rounded-lg border-2 border-brand-700 p-5"
      data-testid="redeem-confirmation"
    >
      <h2 id="confirm-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t('vouchers.confirmTitle')}
      </h2>
      <p className="mt-2">
        {t('vouchers.confirmItem', { qty, title: pickText(offer.title, locale) })}
      </p>
      <p className="note">{discountText(offer, t, locale)}</p>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        {row(t('vouchers.pointsNow'), formatPoints(points, locale), 'points-now')}
        {row(t('vouchers.pointsCost'), `−${formatPoints(cost, locale)}`, 'points-cost')}
        {row(
          t('vouchers.pointsAfter'),
          formatPoints(Math.max(after, 0), locale),
          'points-after',
          'border-t border-stone-200 pt-2 dark:border-stone-700',
        )}
      </dl>
      {after < 0 && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {t('vouchers.short', { count: -after, points: formatPoints(-after, locale) })}
        </p>
      )}
      <Form
        method="post"
        action={localizePath('/vouchers', locale)}
        className="mt-4 flex flex-wrap items-center gap-3"
      >
        <IdempotencyKeyField value={idempotencyKey} />
        <input type="hidden" name="voucher_id" value={offer._id} />
        <input type="hidden" name="qty" value={qty} />
        <button
          type="submit"
          disabled={busy || after < 0}
          aria-busy={busy || undefined}
          className="rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {busy ? t('vouchers.redeeming') : t('vouchers.confirm')}
        </button>
        <Link to={backHref} className="text-sm underline">
          {t('vouchers.cancel')}
        </Link>
      </Form>
    </section>
  )
}
