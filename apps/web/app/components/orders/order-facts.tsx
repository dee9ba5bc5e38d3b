import type { Order, OrderDetails } from '@shop/contract'
import {
  formatDeliverySlot,
  formatHkAddress,
  formatPhone,
  formatMoney as hkd,
  type Locale,
  pickText,
  toCents,
} from '@shop/contract/client'
import type { ReactNode } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'

const box = 'rounded-md border border-stone-200 p-5 dark:border-stone-700'

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt className="shrink-0 text-stone-600 dark:text-stone-300">{label}</dt>
      <dd className="min-w-0 text-end [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** spec §3 Order: the lines as bought (titles in the shopper's language). */
export function OrderItems({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading" className="mb-3 text-lg font-semibold">
        {t('orders.items')}
      </h2>
      <ul className="divide-y divide-stone-200 dark:divide-stone-700" data-testid="order-items">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-4 py-4" data-testid="order-item">
            <div className="size-20 shrink-0 overflow-hidden rounded bg-stone-100 dark:bg-stone-800">
              {item.image && (
                <img
                  src={`${item.image}?width=160`}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-cover"
                />
              )}
            </div>
            <div className="flex flex-1 flex-wrap justify-between gap-2">
              <div>
                <p className="font-medium">{pickText(item.product_title, locale)}</p>
                <p className="text-sm text-stone-600 dark:text-stone-300">
                  <bdi>{pickText(item.product_variant_title, locale)}</bdi>
                  {item.is_gift && ` · ${t('orders.gift')}`}
                </p>
                <p className="text-sm">{t('orders.qty', { qty: item.qty })}</p>
              </div>
              <p className="font-medium">
                {item.is_gift ? t('orders.gift') : hkd(item.subtotal_price, locale)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * What came back of the money (ADR 039): shown once a refund was given or a payment made after
 * a cancel is owed back, so "partially refunded" says how much.
 */
function MoneyBack({ order, locale }: { order: OrderDetails; locale: Locale }) {
  const { t } = useTranslation()
  const refunded = toCents(order.refunded_amount) > 0
  const due = toCents(order.refund_due_amount) > 0
  if (!refunded && !due) return null
  return (
    <>
      <Row label={t('orders.paidAmount')} testId="order-paid-amount">
        {hkd(order.paid_amount, locale)}
      </Row>
      {refunded && (
        <Row label={t('orders.refundedAmount')} testId="order-refunded-amount">
          −{hkd(order.refunded_amount, locale)}
        </Row>
      )}
      {due && (
        <Row label={t('orders.refundDueAmount')} testId="order-refund-due-amount">
          {hkd(order.refund_due_amount, locale)}
        </Row>
      )}
    </>
  )
}

/**
 * Totals (the carrying fee for stairs included), delivery (address, access and slot of a Hong
 * Kong delivery, ADR 022) and recipient: what was agreed at checkout. A consultation ships
 * nothing: its appointment is shown above, so only the contact is kept here (issue 30).
 */
export function OrderFacts({
  order,
  locale,
  consultation = false,
}: {
  order: Order | OrderDetails
  locale: Locale
  consultation?: boolean
}) {
  const { t } = useTranslation()
  const { price, price_discount: discount, point, shipping_fee: shipping } = order.calculations
  const { delivery, recipient } = order
  const phone = formatPhone(recipient.phone, recipient.area_code)
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="totals-heading" className={box}>
        <h2 id="totals-heading" className="mb-3 text-lg font-semibold">
          {t('cart.summary')}
        </h2>
        <dl className="flex flex-col gap-2 text-sm">
          <Row label={t('cart.subtotal')}>{hkd(price.subtotal, locale)}</Row>
          {toCents(discount.local) > 0 && (
            <Row label={t('cart.localDiscount')}>−{hkd(discount.local, locale)}</Row>
          )}
          {toCents(discount.global) > 0 && (
            <Row label={t('cart.globalDiscount')}>−{hkd(discount.global, locale)}</Row>
          )}
          {!consultation && <Row label={t('cart.shipping')}>{hkd(shipping, locale)}</Row>}
          {toCents(order.calculations.carrying_fee) > 0 && (
            <Row label={t('cart.carrying')} testId="order-carrying">
              {hkd(order.calculations.carrying_fee, locale)}
            </Row>
          )}
          {point.total > 0 && (
            <Row label={t('cart.points')}>{t('cart.pointsValue', { count: point.total })}</Row>
          )}
          <Row label={t('orders.paymentMethod')}>
            {t(`orders.paymentMethods.${order.payment_method}`)}
          </Row>
          <div
            className="mt-2 flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-semibold dark:border-stone-700"
            data-testid="order-total"
          >
            <dt>{t('cart.total')}</dt>
            <dd>{hkd(price.total, locale)}</dd>
          </div>
          {'refunded_amount' in order && <MoneyBack order={order} locale={locale} />}
        </dl>
      </section>
      <section aria-labelledby="delivery-heading" className={box}>
        <h2 id="delivery-heading" className="mb-3 text-lg font-semibold">
          {consultation ? t('booking.contact') : t('orders.delivery')}
        </h2>
        <dl className="flex flex-col gap-2 text-sm" data-testid="order-delivery">
          {!consultation && (
            <Row label={t('orders.method')}>{t(`orders.methods.${delivery.method}`)}</Row>
          )}
          {!consultation && delivery.courier && (
            <Row label={t('orders.courier')}>{pickText(delivery.courier.name, locale)}</Row>
          )}
          {!consultation && delivery.pickup_location && (
            <Row label={t('orders.pickupLocation')}>
              {pickText(delivery.pickup_location.name, locale)}
              <br />
              <span className="text-stone-600 dark:text-stone-300">
                <bdi dir="auto">{pickText(delivery.pickup_location.address, locale)}</bdi>
              </span>
            </Row>
          )}
          <Row label={t('orders.recipient')}>{recipient.name}</Row>
          {phone && (
            <Row label={t('orders.contactNumber')}>
              <bdi dir="ltr">{phone}</bdi>
            </Row>
          )}
          {recipient.email && <Row label={t('orders.email')}>{recipient.email}</Row>}
          {delivery.method === 'DELIVERY' && (delivery.address || recipient.address) && (
            <Row label={t('orders.address')} testId="order-address">
              <bdi dir="auto">
                {delivery.address ? formatHkAddress(delivery.address, locale) : recipient.address}
              </bdi>
            </Row>
          )}
          {delivery.address && (
            <Row label={t('orders.access')} testId="order-access">
              {delivery.address.access === 'STAIRS'
                ? t('orders.accessStairs', { count: delivery.address.stairs_floors })
                : t('orders.accessLift')}
            </Row>
          )}
          {delivery.slot && (
            <Row label={t('orders.deliverySlot')} testId="order-slot">
              {formatDeliverySlot(delivery.slot, locale)}
            </Row>
          )}
        </dl>
      </section>
    </div>
  )
}
