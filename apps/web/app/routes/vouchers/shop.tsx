import { localizePath } from '@shop/contract/client'
import { useActionData } from 'react-router'
import { Pagination } from '#web/components/catalog/pagination.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { OfferCard } from '#web/components/vouchers/offer-card.tsx'
import { RedeemConfirmation } from '#web/components/vouchers/redeem-confirmation.tsx'
import { RedeemedVoucherCard } from '#web/components/vouchers/redeemed-voucher-card.tsx'
import { ShopFiltersForm } from '#web/components/vouchers/shop-filters.tsx'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints } from '#web/lib/points.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import { shopSearch } from '#web/lib/voucher-offers.ts'
import { loadVoucherShop, redeemVoucher } from '#web/lib/vouchers.server.ts'
import type { Route } from './+types/shop'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'vouchers.shopTitle')

/**
 * The voucher shop (issue 16; spec §7 Vouchers): public list, sorted per the `voucher` sorting list
 * and filtered by discount type. `?confirm={id}&qty=` is the confirmation step of a redeem, for
 * members only (a guest logs in and comes back).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVoucherShop(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return redeemVoucher(request, context)
}

export default function VoucherShop({ loaderData }: Route.ComponentProps) {
  const { sorting, filters, offers, points, confirmation, redeemed, perPage } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  // a redeem that went through redirects to `?redeemed=`; an answer here is a refusal
  const answer = useActionData<typeof action>()
  const failure = answer && !answer.ok ? answer : null
  const lastPage = Math.max(1, Math.ceil(offers.total / perPage))
  const shopHref = `${localizePath('/vouchers', locale)}${shopSearch(filters)}`
  return (
    <div className="container-shop space-y-6 py-8">
      <div>
        <h1 className="text-3xl font-semibold">{t('vouchers.shopTitle')}</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t('vouchers.shopIntro')}</p>
        {points === null ? (
          <p className="mt-2 text-sm">
            <LocalizedLink
              to={`/authentication/login/email?next=${encodeURIComponent(shopHref)}`}
              className="underline"
            >
              {t('vouchers.signInToRedeem')}
            </LocalizedLink>
          </p>
        ) : (
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="font-semibold" data-testid="shop-points">
              {t('vouchers.balance', { count: points, points: formatPoints(points, locale) })}
            </span>
            <LocalizedLink to="/account/vouchers" className="underline">
              {t('membership.myVouchers')}
            </LocalizedLink>
            <LocalizedLink to="/account/membership" className="underline">
              {t('membership.title')}
            </LocalizedLink>
          </p>
        )}
      </div>

      {failure && (
        <p
          role="alert"
          className="rounded bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200"
          data-testid="redeem-error"
        >
          {t(failure.error)}
        </p>
      )}

      {redeemed && points !== null && (
        <section
          role="status"
          aria-labelledby="redeemed-heading"
          className="space-y-3 rounded-lg bg-green-50 p-5 dark:bg-green-950"
          data-testid="redeem-result"
        >
          <h2 id="redeemed-heading" className="text-xl font-semibold">
            {t('vouchers.doneTitle', { count: redeemed.length })}
          </h2>
          <p>
            {t('vouchers.doneBody', {
              spent: formatPoints(
                redeemed.reduce((sum, voucher) => sum + voucher.points_spent, 0),
                locale,
              ),
              left: formatPoints(points, locale),
            })}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {redeemed.map((voucher) => (
              <li key={voucher.discount_code_id}>
                <RedeemedVoucherCard voucher={voucher} locale={locale} />
              </li>
            ))}
          </ul>
          <LocalizedLink to="/account/vouchers" className="inline-block underline">
            {t('membership.myVouchers')}
          </LocalizedLink>
        </section>
      )}

      {confirmation && points !== null && !failure && (
        <RedeemConfirmation
          offer={confirmation.offer}
          qty={confirmation.qty}
          idempotencyKey={confirmation.idempotencyKey}
          points={points}
          locale={locale}
          backHref={shopHref}
        />
      )}

      <ShopFiltersForm sorting={sorting} filters={filters} locale={locale} />

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="sr-only">
          {t('vouchers.list')}
        </h2>
        {offers.data.length === 0 ? (
          <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800" data-testid="vouchers-empty">
            {t('vouchers.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="voucher-offers">
            {offers.data.map((offer) => (
              <li key={offer._id}>
                <OfferCard offer={offer} filters={filters} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={offers.current_page}
          lastPage={lastPage}
          hrefOf={(page) => shopSearch({ ...filters, page }) || '?'}
          label={t('vouchers.pages')}
        />
      </section>
    </div>
  )
}
