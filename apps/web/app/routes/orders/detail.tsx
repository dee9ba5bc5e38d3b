import { data, isRouteErrorResponse, redirect } from 'react-router'
import { ErrorPage } from '#web/components/error-page.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import {
  NoScriptOutcome,
  OrderNotFound,
  orderExtrasProps,
} from '#web/components/orders/order-page-parts.tsx'
import { OrderView } from '#web/components/orders/order-view.tsx'
import { currentToken, isRegistered } from '#web/lib/auth.server.ts'
import { prefixOf } from '#web/lib/form-action.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadOrderPageExtras, orderPageIntent } from '#web/lib/order-page.server.ts'
import { loadOrder, orderAction } from '#web/lib/orders.server.ts'
import { pageMeta } from '#web/lib/seo.ts'
import type { Route } from './+types/detail'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.orders'),
  { name: 'robots', content: 'noindex' },
]

/**
 * `shop/main/order/{id}`: one of the caller's orders. Any other id answers "Order not found"
 * (404); a visitor who is not signed in is offered the guest lookup instead (spec §5, §6).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const guestLookup = `${prefixOf(request)}/shop/main/order/guest`
  if (!currentToken(context)) throw redirect(guestLookup)
  const found = await loadOrder(context, params.id)
  // an offline order waiting for its payment repeats how to pay (site configuration)
  if (found) return { ...found, ...(await loadOrderPageExtras(request, context, found.order)) }
  if (!isRegistered(context)) throw redirect(guestLookup)
  throw data(null, { status: 404 })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!currentToken(context)) throw redirect(`${prefixOf(request)}/authentication/login/email`)
  // the consultation's (issue 17), pay again and delivery time forms; then the order's own
  const form = await request.clone().formData()
  return (
    orderPageIntent(request, context, form, params.id) ?? orderAction(request, context, params.id)
  )
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="container-shop space-y-6 py-10">
      <LocalizedLink to="/shop/main/order" className="text-sm underline">
        {t('orders.backToList')}
      </LocalizedLink>
      <NoScriptOutcome result={actionData} />
      <OrderView
        order={loaderData.order}
        reviews={loaderData.reviews}
        refunds={loaderData.refunds}
        {...orderExtrasProps(loaderData, actionData)}
      />
    </div>
  )
}

/** spec §8: an order that is not the caller's reads "Order not found"; other errors as usual. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />
  return <OrderNotFound testId="order-not-found" />
}
