import { ORDER_PAGE_SIZE, type OrderSummary } from '@shop/contract'
import { formatMoney, type Locale, pickText } from '@shop/contract/client'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { Pagination } from '#web/components/catalog/pagination.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { StatusLabel } from '#web/components/orders/status-label.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadOrderList } from '#web/lib/orders.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/list'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.orders'),
  { name: 'robots', content: 'noindex' },
]

/**
 * `shop/main/order`: the member's orders, newest first, paged by `?page=` (spec §2, §6);
 * `?payment=offline` shows only bank transfer, FPS and PayMe orders (spec §7).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const params = pageUrl(request).searchParams
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  const offline = params.get('payment') === 'offline'
  const list = await loadOrderList(context, Number.isInteger(page) && page > 0 ? page : 1, offline)
  return { ...list, offline }
}

/** All orders, or only those paid offline: plain links, so the choice is in the address. */
function PaymentFilter({ offline }: { offline: boolean }) {
  const { t } = useTranslation()
  const options = [
    { to: '/shop/main/order', label: t('orders.filterAll'), current: !offline },
    {
      to: '/shop/main/order?payment=offline',
      label: t('orders.filterOffline'),
      current: offline,
    },
  ]
  return (
    <nav aria-label={t('orders.filterLabel')} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {options.map((option) => (
          <li key={option.to}>
            <LocalizedLink
              to={option.to}
              aria-current={option.current ? 'page' : undefined}
              className="block rounded-full border border-stone-300 px-3 py-1 hover:bg-stone-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white dark:border-stone-600 dark:hover:bg-stone-800"
            >
              {option.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function OrderRow({ order, locale }: { order: OrderSummary; locale: Locale }) {
  const { t } = useTranslation()
  const first = order.items[0]
  return (
    <li className="py-4" data-testid="order-row">
      <LocalizedLink
        to={`/shop/main/order/${order._id}`}
        className="grid gap-2 rounded p-2 hover:bg-stone-50 sm:grid-cols-[1fr_auto] dark:hover:bg-stone-900"
      >
        <div className="space-y-1">
          {/* the name is the card's own text, led by "View order …" (axe label-content-name-mismatch) */}
          <p className="font-semibold">
            <span className="sr-only">{t('orders.view', { reference: order.reference })}</span>
            <bdi dir="ltr" aria-hidden="true">
              {order.reference}
            </bdi>
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {' · '}
            {t('orders.itemCount', { count: order.item_count })}
            {first && ` · ${pickText(first.product_title, locale)}`}
          </p>
          <StatusLabel order={order} />
        </div>
        <p className="font-semibold sm:text-end" data-testid="order-row-total">
          <bdi dir="ltr">{formatMoney(order.calculations.price.total, locale)}</bdi>
        </p>
      </LocalizedLink>
    </li>
  )
}

export default function OrderList({ loaderData: list }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const lastPage = Math.max(1, Math.ceil(list.total / ORDER_PAGE_SIZE))
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1" aria-labelledby="orders-heading">
          <h2 id="orders-heading" className="mb-4 text-xl font-semibold">
            {t('orders.listTitle')}
          </h2>
          <PaymentFilter offline={list.offline} />
          {list.data.length === 0 ? (
            <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800" data-testid="orders-empty">
              {t('orders.empty')}{' '}
              <LocalizedLink to="/shop/main/product" className="underline">
                {t('orders.browse')}
              </LocalizedLink>
            </p>
          ) : (
            <ul className="divide-y divide-stone-200 dark:divide-stone-700" data-testid="orders">
              {list.data.map((order) => (
                <OrderRow key={order._id} order={order} locale={locale} />
              ))}
            </ul>
          )}
          <Pagination
            page={list.current_page}
            lastPage={lastPage}
            hrefOf={(p) => (list.offline ? `?payment=offline&page=${p}` : `?page=${p}`)}
          />
        </section>
      </div>
    </div>
  )
}
