import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { BalanceCard } from '#web/components/membership/balance-card.tsx'
import { PointsHistory } from '#web/components/membership/points-history.tsx'
import { TierCard } from '#web/components/membership/tier-card.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadMembership, pageParam } from '#web/lib/membership.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/membership'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'membership.title'),
  { name: 'robots', content: 'noindex' },
]

/** Membership (account menu, issue 16; spec §7 Profile membership); registered-only (spec §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return loadMembership(context, pageParam(pageUrl(request).searchParams))
}

const linkClass =
  'rounded border border-brand-700 px-4 py-2 text-sm text-brand-700 hover:bg-brand-100 dark:text-brand-100'

export default function Membership({ loaderData }: Route.ComponentProps) {
  const { status, balance, history, perPage } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1 space-y-6" aria-labelledby="membership-heading">
          <h2 id="membership-heading" className="text-xl font-semibold">
            {t('membership.title')}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            <TierCard status={status} locale={locale} />
            <BalanceCard balance={balance} locale={locale} />
          </div>
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to="/vouchers" className={linkClass}>
              {t('membership.voucherShop')}
            </LocalizedLink>
            <LocalizedLink to="/account/vouchers" className={linkClass}>
              {t('membership.myVouchers')}
            </LocalizedLink>
          </div>
          <PointsHistory history={history} perPage={perPage} locale={locale} />
        </section>
      </div>
    </div>
  )
}
