import { booking } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { z } from 'zod'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { requireUser } from '#web/lib/auth.server.ts'
import { consultationTime } from '#web/lib/consultation-time.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/consultations'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'booking.listTitle'),
  { name: 'robots', content: 'noindex' },
]

/** The member's consultations, latest first (account menu, issue 17); registered-only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return apiRequest(context, '/bookings', z.object({ data: z.array(booking) }))
}

export default function Consultations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1" aria-labelledby="consultations-heading">
          <h2 id="consultations-heading" className="mb-4 text-xl font-semibold">
            {t('booking.listTitle')}
          </h2>
          {loaderData.data.length === 0 ? (
            <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800">{t('booking.listEmpty')}</p>
          ) : (
            <ul
              className="divide-y divide-stone-200 dark:divide-stone-700"
              data-testid="consultations"
            >
              {loaderData.data.map((b) => (
                <li
                  key={b._id}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-4"
                >
                  <div>
                    <p className="font-medium">
                      {t(`booking.formats.${b.format}`)} · {pickText(b.product_title, locale)}
                    </p>
                    <p className="text-sm">
                      <time dateTime={b.starts_at}>
                        {consultationTime(b.starts_at, b.ends_at, locale)}
                      </time>{' '}
                      · {t(`booking.status.${b.status}`)}
                    </p>
                  </div>
                  <LocalizedLink
                    to={`/shop/main/order/${b.order_id}`}
                    className="text-sm underline"
                  >
                    {t('booking.openOrder', { reference: b.order_reference })}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
