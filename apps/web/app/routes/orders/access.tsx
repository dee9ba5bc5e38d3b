import { addDays } from '@shop/contract/client'
import { data, isRouteErrorResponse } from 'react-router'
import { BookingPanel } from '#web/components/booking/booking-panel.tsx'
import { ErrorPage } from '#web/components/error-page.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { OrderView } from '#web/components/orders/order-view.tsx'
import { getConfiguration } from '#web/lib/api.server.ts'
import { BOOKING_INTENTS, changeBooking, loadOrderBooking } from '#web/lib/booking.server.ts'
import { SLOT_DAYS } from '#web/lib/booking-form.ts'
import {
  CHANGE_SLOT_INTENT,
  changeSlotAction,
  loadSlotChoices,
  SLOT_CHANGED,
} from '#web/lib/delivery-slot-change.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { linkedOrderAction, loadLinkedOrder } from '#web/lib/orders.server.ts'
import { pageUrl } from '#web/lib/page-url.ts'
import { PAID_AGAIN, payAgainAction } from '#web/lib/pay-again.server.ts'
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
  const [order, config] = await Promise.all([
    loadLinkedOrder(request, context, params.id, params.token),
    getConfiguration(context),
  ])
  if (!order) throw data(null, { status: 404 })
  // the consultation through the same link: whoever holds it may move or cancel it
  const [consultation, slots] = await Promise.all([
    loadOrderBooking(request, context, order, params.token),
    loadSlotChoices(context, order),
  ])
  const search = pageUrl(request).searchParams
  return {
    order,
    instructions: config.payment_instructions ?? {},
    wallets: config.payments.wallets,
    consultation,
    switched: search.has(PAID_AGAIN),
    slots,
    slotChanged: search.has(SLOT_CHANGED),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if ((BOOKING_INTENTS as readonly string[]).includes(String(form.get('intent'))))
    return changeBooking(request, context, form, { orderId: params.id, token: params.token })
  if (form.get('intent') === 'pay_again')
    return payAgainAction(request, context, form, params.id, params.token)
  if (form.get('intent') === CHANGE_SLOT_INTENT)
    return changeSlotAction(request, context, form, params.id, params.token)
  return linkedOrderAction(request, context, params.id, params.token)
}

export default function OrderAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="container-shop space-y-6 py-10" data-testid="order-private-page">
      <p className="rounded bg-brand-50 p-3 text-sm dark:bg-stone-800">
        {t('orders.privateLink.notice')}
      </p>
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
        mode="link"
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

/** A wrong or expired link: say so and offer the lookup by order number and contact. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorPage error={error} />
  return (
    <div className="container-shop py-20 text-center" data-testid="order-link-not-found">
      <h1 className="text-2xl font-semibold">{t('orderErrors.orderNotFound')}</h1>
      <p className="mx-auto mt-4 max-w-lg text-stone-600 dark:text-stone-300">
        {t('orders.privateLink.notFound')}
      </p>
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
