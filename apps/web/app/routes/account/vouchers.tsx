import { REDEEMED_VOUCHER_STATUSES, type RedeemedVoucherStatus } from '@shop/contract/client'
import { Link } from 'react-router'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { Pagination } from '#web/components/catalog/pagination.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { RedeemedVoucherCard } from '#web/components/vouchers/redeemed-voucher-card.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadMyVouchers, pageParam } from '#web/lib/membership.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/vouchers'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'vouchers.mineTitle'),
  { name: 'robots', content: 'noindex' },
]

function statusOf(value: string | null): RedeemedVoucherStatus {
  return (REDEEMED_VOUCHER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as RedeemedVoucherStatus)
    : 'usable'
}

/** "My vouchers" (account menu, issue 16; spec §7 Redeemed vouchers); registered-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const params = pageUrl(request).searchParams
  const status = statusOf(params.get('status'))
  return loadMyVouchers(context, status, pageParam(params))
}

export default function MyVouchers({ loaderData }: Route.ComponentProps) {
  const { status, list, perPage } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const lastPage = Math.max(1, Math.ceil(list.total / perPage))
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1 space-y-4" aria-labelledby="my-vouchers-heading">
          <h2 id="my-vouchers-heading" className="text-xl font-semibold">
            {t('vouchers.mineTitle')}
          </h2>
          <p className="note">{t('vouchers.mineIntro')}</p>
          <LocalizedLink to="/vouchers" className="inline-block text-sm underline">
            {t('membership.voucherShop')}
          </LocalizedLink>
          {/* plain links: the filter lives in the address and works without script */}
          <nav aria-label={t('vouchers.statusTabs')}>
            <ul className="flex gap-1 border-b border-stone-200 dark:border-stone-700">
              {REDEEMED_VOUCHER_STATUSES.map((value) => (
                <li key={value}>
                  <Link
                    to={`?status=${value}`}
                    aria-current={value === status ? 'page' : undefined}
                    className="-mb-px block border-b-2 border-transparent px-3 py-2 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:font-semibold"
                  >
                    {t(`vouchers.status.${value}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {list.data.length === 0 ? (
            <p
              className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800"
              data-testid="my-vouchers-empty"
            >
              {t(`vouchers.mineEmpty.${status}`)}
            </p>
          ) : (
            <ul className="grid gap-4 xl:grid-cols-2" data-testid="my-vouchers">
              {list.data.map((voucher) => (
                <li key={voucher.discount_code_id}>
                  <RedeemedVoucherCard voucher={voucher} locale={locale} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={list.current_page}
            lastPage={lastPage}
            hrefOf={(page) => `?status=${status}&page=${page}`}
            label={t('vouchers.minePages')}
          />
        </section>
      </div>
    </div>
  )
}
