import { isWalletMethod } from '@shop/contract'
import {
  isUuid,
  localePrefix,
  pickText,
  type ResultOutcome,
  splitLocalePath,
} from '@shop/contract/client'
import { redirect } from 'react-router'
import { LocalizedLink } from '../components/localized-link.tsx'
import { OrderFacts, OrderItems } from '../components/orders/order-facts.tsx'
import { PayAgain } from '../components/orders/pay-again.tsx'
import { PaymentDetails } from '../components/orders/payment-details.tsx'
import { getConfiguration } from '../lib/api.server.ts'
import { bookingOfOrder, calendarPath } from '../lib/booking.server.ts'
import { consultationTime } from '../lib/consultation-time.ts'
import { useTranslation } from '../lib/i18n.tsx'
import { loadOrder, placedOrder } from '../lib/orders.server.ts'
import { pageUrl } from '../lib/page-url.ts'
import { pageMeta } from '../lib/seo.ts'
import { useLocale, useRootData } from '../lib/use-root-data.ts'
import type { Route } from './+types/result'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.result'),
  { name: 'robots', content: 'noindex' },
]

/** `/result/{type}/(success|failure|cancelled)`: the type must be a configured key (spec §2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const outcome = url.pathname.split('/').at(-1) as ResultOutcome
  const { locale } = splitLocalePath(url.pathname)
  const type = params.type
  if (!type)
    return { outcome, type: null, message: null, order: null, consultation: null, unpaid: null }
  const config = await getConfiguration(context)
  const messages = Object.hasOwn(config.response_messages, type)
    ? config.response_messages[type]
    : undefined
  if (!messages) throw redirect(`${localePrefix(locale)}/not-found`)
  // spec §4: a declined card is a failure, not a change of mind (the gateway marks it)
  // (the order it names goes along: issue 30)
  if (outcome === 'cancelled' && url.searchParams.get('payment') === 'declined')
    throw redirect(`${localePrefix(locale)}/result/${type}/failure${url.search}`)
  const unpaid = await unpaidOrder(context, type, outcome, url, config)
  const order = await placedOrder(request, context, url, outcome, config)
  // a booked consultation (issue 17): its time and calendar entry on the confirmation page
  const booking =
    type === 'appointment' && order?.details
      ? await bookingOfOrder(
          request,
          context,
          order.details._id,
          order.accessPath ? (url.searchParams.get('key') ?? undefined) : undefined,
        )
      : null
  const consultation = booking
    ? {
        booking,
        calendar: calendarPath(
          booking,
          order?.accessPath ? (url.searchParams.get('key') ?? undefined) : undefined,
        ),
      }
    : null
  return { outcome, type, message: messages[outcome], order, consultation, unpaid }
}

/**
 * Issue 30: the order a failed or left payment was for (the gateway names it), read with the
 * shopper's session (only its owner can): kept payable, so the page offers to pay it again.
 */
async function unpaidOrder(
  context: Route.LoaderArgs['context'],
  type: string,
  outcome: ResultOutcome,
  url: URL,
  config: Awaited<ReturnType<typeof getConfiguration>>,
) {
  const id = url.searchParams.get('order') ?? ''
  if (type !== 'order' || outcome === 'success' || !isUuid(id)) return null
  const found = await loadOrder(context, id).catch(() => null)
  if (!found) return null
  return {
    order: found.order,
    instructions: config.payment_instructions ?? {},
    wallets: config.payments.wallets,
    declined: url.searchParams.get('payment') === 'declined' || outcome === 'failure',
  }
}

/** The success page may carry a private order link: it must not leak to other sites. */
export function headers() {
  return { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'private, no-store' }
}

const defaults = {
  success: 'result.defaultSuccess',
  failure: 'result.defaultFailure',
  cancelled: 'result.defaultCancelled',
} as const

export default function Result({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { outcome, type, message, order, consultation, unpaid } = loaderData
  const registered = Boolean(useRootData()?.user)
  if (unpaid) return <PaymentOutcome {...unpaid} />
  return (
    <div className="container-shop py-24 text-center" data-testid={`result-${outcome}`}>
      <h1 className="text-3xl font-semibold">
        {message ? pickText(message.title, locale) : t(defaults[outcome])}
      </h1>
      {message && (
        <p className="mt-4 text-stone-600 dark:text-stone-300">
          {pickText(message.description, locale)}
        </p>
      )}
      {order && (
        <div className="mx-auto mt-8 max-w-4xl space-y-6 text-start">
          <div className="rounded-md border border-stone-200 p-5 dark:border-stone-700">
            <p className="font-semibold" data-testid="order-reference">
              {t('checkout.reference', { reference: order.reference })}
            </p>
            {consultation && (
              <p className="mt-2" data-testid="result-consultation">
                {t(`booking.formats.${consultation.booking.format}`)} ·{' '}
                <time dateTime={consultation.booking.starts_at}>
                  {consultationTime(
                    consultation.booking.starts_at,
                    consultation.booking.ends_at,
                    locale,
                  )}
                </time>{' '}
                <a
                  href={consultation.calendar}
                  download="consultation.ics"
                  className="ms-1 inline-block text-brand-700 underline dark:text-brand-100"
                  data-testid="result-calendar"
                >
                  {t('booking.addToCalendar')}
                </a>
              </p>
            )}
            {/* members follow it in their orders; guests on its private page (or by lookup) */}
            {registered ? (
              <LocalizedLink
                to="/shop/main/order"
                className="mt-2 inline-block text-brand-700 underline dark:text-brand-100"
              >
                {t('orders.listTitle')}
              </LocalizedLink>
            ) : order.accessPath ? (
              <>
                <a
                  href={order.accessPath}
                  className="mt-2 inline-block text-brand-700 underline dark:text-brand-100"
                  data-testid="order-access-link"
                >
                  {t('orders.privateLink.open')}
                </a>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
                  {t('orders.privateLink.sent')}
                </p>
              </>
            ) : type === 'appointment' && order.details ? (
              // a guest's consultation, read with the session that booked it: move or cancel there
              <LocalizedLink
                to={`/shop/main/order/${order.details._id}`}
                className="mt-2 inline-block text-brand-700 underline dark:text-brand-100"
                data-testid="order-page-link"
              >
                {t('orders.privateLink.open')}
              </LocalizedLink>
            ) : (
              <LocalizedLink
                to="/shop/main/order/guest"
                className="mt-2 inline-block text-brand-700 underline dark:text-brand-100"
              >
                {t('orders.guest.link')}
              </LocalizedLink>
            )}
          </div>
          {order.instructions && (
            <PaymentDetails
              instructions={order.instructions}
              total={order.details?.calculations.price.total}
              locale={locale}
              proofOnThisPage={false}
            />
          )}
          {order.details && (
            <div className="space-y-8" data-testid="order-summary">
              <OrderItems order={order.details} locale={locale} />
              <OrderFacts
                order={order.details}
                locale={locale}
                consultation={Boolean(consultation)}
              />
            </div>
          )}
        </div>
      )}
      {/* issue 17: a quotation request is followed in the shopper's quotations */}
      {type === 'quotation' && outcome === 'success' && (
        <LocalizedLink
          to="/shop/project/order"
          className="mt-8 me-4 inline-block rounded border border-brand-700 px-5 py-2 text-brand-700 dark:text-brand-100"
          data-testid="quotations-link"
        >
          {t('quotations.listTitle')}
        </LocalizedLink>
      )}
      {/* a checkout that failed before any order was placed: the lines are still in the cart */}
      {type === 'order' && outcome !== 'success' && (
        <LocalizedLink
          to="/shop/main/cart"
          className="mt-8 me-4 inline-block rounded border border-brand-700 px-5 py-2 text-brand-700 dark:text-brand-100"
          data-testid="back-to-cart"
        >
          {t('result.backToCart')}
        </LocalizedLink>
      )}
      {/* back where a card set-up started; otherwise on to the products */}
      <LocalizedLink
        to={type === 'bind_card' ? '/account/cards' : '/shop/main/product'}
        className="mt-8 inline-block rounded bg-brand-700 px-5 py-2 text-white"
      >
        {type === 'bind_card' ? t('pages.cards') : t('result.continueShopping')}
      </LocalizedLink>
    </div>
  )
}

/**
 * Issue 30: after a declined or left payment, the order it was for: what happened, in the
 * shopper's language, and the "Pay again" choices (posted to the order's page), or its one
 * status when it is paid or cancelled meanwhile. Never an empty cart with no way to the order.
 */
function PaymentOutcome({
  order,
  instructions,
  wallets,
  declined,
}: NonNullable<Route.ComponentProps['loaderData']['unpaid']>) {
  const { t } = useTranslation()
  const locale = useLocale()
  const payable = order.available_actions.includes('pay_again')
  const values = { reference: order.reference }
  const said = payable
    ? !declined
      ? t('result.payment.left', values)
      : isWalletMethod(order.payment_method)
        ? t('result.payment.walletDeclined', {
            ...values,
            method: t(`orders.paymentMethods.${order.payment_method}`),
          })
        : t('result.payment.declined', values)
    : order.current_status === 'cancelled'
      ? t('result.payment.cancelled', values)
      : order.paid_status === 'waiting_for_payment'
        ? null
        : t('result.payment.paid', values)
  const page = `/shop/main/order/${order._id}`
  return (
    <div className="container-shop space-y-6 py-12" data-testid="result-payment">
      <h1 className="text-2xl font-semibold sm:text-3xl">
        {payable ? t('result.payment.title') : t('checkout.reference', values)}
      </h1>
      {said && (
        <p role={payable ? 'alert' : 'status'} data-testid="result-payment-message">
          {said}
        </p>
      )}
      {payable && (
        <PayAgain
          order={order}
          instructions={instructions}
          wallets={wallets}
          action={`${localePrefix(locale)}${page}`}
        />
      )}
      <LocalizedLink
        to={page}
        className="inline-block text-brand-700 underline dark:text-brand-100"
        data-testid="order-page-link"
      >
        {t('result.payment.openOrder')}
      </LocalizedLink>
    </div>
  )
}
