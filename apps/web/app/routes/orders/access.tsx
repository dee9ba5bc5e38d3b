import { data, isRouteErrorResponse } from 'react-router'
import { ErrorPage } from '#web/components/error-page.tsx'
import {
  NoScriptOutcome,
  OrderNotFound,
  orderExtrasProps,
} from '#web/components/orders/order-page-parts.tsx'
import { OrderView } from '#web/components/orders/order-view.tsx'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadOrderPageExtras, orderPageIntent } from '#web/lib/order-page.server.ts'
import { linkedOrderAction, loadLinkedOrder } from '#web/lib/orders.server.ts'
import { pageMeta } from '#web/lib/seo.ts'
import type { Route } from './+types/access'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.orders'),
  { name: 'robots', content: 'noindex' },
]

/** The token is in the address: it must not travel on to other sites or sit in shared caches. */
export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' }
}

/**
 * `shop/main/order/{id}/access/{token}`: an order opened by the private link of its confirmation
 * (or of a guest lookup), with no sign-in (issue 14). It shows the order, how to pay while an
 * offline payment is awaited, and the payment proof upload. A wrong or expired link is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const order = await loadLinkedOrder(request, context, params.id, params.token)
  if (!order) throw data(null, { status: 404 })
  // the consultation through the same link: whoever holds it may move or cancel it
  return { order, ...(await loadOrderPageExtras(request, context, order, params.token)) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData()
  return (
    orderPageIntent(request, context, form, params.id, params.token) ??
    linkedOrderAction(request, context, params.id, params.token)
  )
}

export default function OrderAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="container-shop space-y-6 py-10" data-testid="order-private-page">
      <p className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800">
        {t('orders.privateLink.notice')}
      </p>
      <NoScriptOutcome result={actionData} />
      <OrderView
        order={loaderData.order}
        mode="link"
        {...orderExtrasProps(loaderData, actionData)}
      />
    </div>
  )
}

/** A wrong or expired link: say so and offer the lookup by order number and contact. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />
  return <OrderNotFound testId="order-link-not-found" hint={t('orders.privateLink.notFound')} />
}
