import { addDays } from '@shop/contract/client'
import { data, isRouteErrorResponse, redirect } from 'react-router'
import { BookingPanel } from '#web/components/booking/booking-panel.tsx'
import { ErrorPage } from '#web/components/error-page.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { OrderView } from '#web/components/orders/order-view.tsx'
import { getConfiguration } from '#web/lib/api.server.ts'
import { currentToken, isRegistered } from '#web/lib/auth.server.ts'
import { BOOKING_INTENTS, changeBooking, loadOrderBooking } from '#web/lib/booking.server.ts'
import { SLOT_DAYS } from '#web/lib/booking-form.ts'
import {
  CHANGE_SLOT_INTENT,
  changeSlotAction,
  loadSlotChoices,
  SLOT_CHANGED,
} from '#web/lib/delivery-slot-change.server.ts'
import { prefixOf } from '#web/lib/form-action.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { loadOrder, orderAction } from '#web/lib/orders.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { PAID_AGAIN, payAgainAction } from '#web/lib/pay-again.server.ts'
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
  if (found) {
    const [config, consultation, slots] = await Promise.all([
      getConfiguration(context),
      loadOrderBooking(request, context, found.order),
      loadSlotChoices(context, found.order),
    ])
    const search = pageUrl(request).searchParams
    const switched = search.has(PAID_AGAIN)
    const slotChanged = search.has(SLOT_CHANGED)
    return {
      ...found,
      instructions: config.payment_instructions ?? {},
      wallets: config.payments.wallets,
      consultation,
      switched,
      slots,
      slotChanged,
    }
  }
  if (!isRegistered(context)) throw redirect(guestLookup)
  throw data(null, { status: 404 })
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!currentToken(context)) throw redirect(`${prefixOf(request)}/authentication/login/email`)
  // the consultation's own forms (issue 17); the order's other forms follow
  const form = await request.clone().formData()
  if ((BOOKING_INTENTS as readonly string[]).includes(String(form.get('intent'))))
    return changeBooking(request, context, form)
  if (form.get('intent') === 'pay_again') return payAgainAction(request, context, form, params.id)
  if (form.get('intent') === CHANGE_SLOT_INTENT)
    return changeSlotAction(request, context, form, params.id)
  return orderAction(request, context, params.id)
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="container-shop space-y-6 py-10">
      <LocalizedLink to="/shop/main/order" className="text-sm underline">
        {t('orders.backToList')}
      </LocalizedLink>
      {/* the outcome of a post made without JavaScript (with it, a toast says the same) */}
      {/* a refused delivery change is said in its own panel, once */}
      {actionData && !(!actionData.ok && actionData.intent === 'change_delivery_slot') && (
        <noscript>
          {actionData.ok ? (
            <FormStatus result={actionData} />
          ) : (
            <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
              {t(actionData.error)}
            </p>
          )}
        </noscript>
      )}
      <OrderView
        order={loaderData.order}
        reviews={loaderData.reviews}
        refunds={loaderData.refunds}
        instructions={loaderData.instructions}
        wallets={loaderData.wallets}
        booking={<Consultation {...loaderData.consultation} result={actionData} />}
        consultation={Boolean(loaderData.consultation.booking)}
        payAgain={{ result: actionData, switched: loaderData.switched }}
        slotChange={{
          slots: loaderData.slots,
          result: actionData,
          changed: loaderData.slotChanged,
        }}
      />
    </div>
  )
}

/** spec §8: an order that is not the caller's reads "Order not found"; other errors as usual. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />
  return (
    <div className="container-shop py-20 text-center" data-testid="order-not-found">
      <h1 className="text-2xl font-semibold">{t('orderErrors.orderNotFound')}</h1>
      <LocalizedLink to="/shop/main/order/guest" className="mt-6 inline-block underline">
        {t('orders.guest.title')}
      </LocalizedLink>
    </div>
  )
}

/** The order's consultation with its reschedule weeks, when the order books one. */
function Consultation({
  booking,
  calendar,
  slots,
  from,
  result,
}: Awaited<ReturnType<typeof loadOrderBooking>> & { result: Route.ComponentProps['actionData'] }) {
  if (!booking) return null
  const firstDay = slots?.days[0]?.date
  const weeks = (day: string) => `?${new URLSearchParams({ reschedule: '1', from: day })}`
  return (
    <BookingPanel
      booking={booking}
      calendar={calendar}
      slots={slots}
      earlier={from && firstDay ? weeks(addDays(firstDay, -SLOT_DAYS)) : null}
      later={firstDay ? weeks(addDays(firstDay, SLOT_DAYS)) : null}
      result={result ?? undefined}
    />
  )
}
