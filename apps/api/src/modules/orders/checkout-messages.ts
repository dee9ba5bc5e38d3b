import {
  formatDeliverySlot,
  formatHkAddress,
  formatMoney,
  type Locale,
  OFFLINE_PAYMENT_METHODS,
  ORDER_LINK_TTL_DAYS,
  type Order,
  type PaymentInstructions,
  pickText,
  toCents,
  translate,
} from '@shop/contract'
import { type MailKey, renderMail } from '#api/lib/mail-text.ts'

type Message = { subject: string; body: string }

/** The bought lines and the gifts, one per row. */
function itemLines(order: Order, locale: Locale): string[] {
  return order.items.map((item) => {
    const values = {
      title: pickText(item.product_title, locale),
      variant: pickText(item.product_variant_title, locale),
      qty: item.qty,
    }
    if (item.is_gift) return renderMail(locale, 'order.confirmation.gift', values)
    const amount =
      item.subtotal_point > 0
        ? translate(locale, 'cart.pointsValue', { count: item.subtotal_point })
        : formatMoney(item.subtotal_price, locale)
    return renderMail(locale, 'order.confirmation.line', { ...values, amount })
  })
}

/** The totals as the order summary shows them: discounts and fees only when there are some. */
function totalLines(order: Order, locale: Locale): string[] {
  const c = order.calculations
  const money = (key: MailKey, amount: string) =>
    renderMail(locale, key, {
      amount: formatMoney(amount, locale),
      floors: order.delivery.address?.stairs_floors ?? 0,
    })
  return [
    money('order.confirmation.subtotal', c.price.subtotal),
    ...(toCents(c.price_discount.local) > 0
      ? [money('order.confirmation.localDiscount', c.price_discount.local)]
      : []),
    ...(toCents(c.price_discount.global) > 0
      ? [money('order.confirmation.globalDiscount', c.price_discount.global)]
      : []),
    money('order.confirmation.shipping', c.shipping_fee),
    ...(toCents(c.carrying_fee) > 0 ? [money('order.confirmation.carrying', c.carrying_fee)] : []),
    ...(c.point.total > 0
      ? [renderMail(locale, 'order.confirmation.points', { points: c.point.total })]
      : []),
    money('order.confirmation.total', c.price.total),
  ]
}

/** Where and when it goes: the address, access and slot, or the pick-up point. */
function deliveryLines(order: Order, locale: Locale): string[] {
  const { delivery, recipient } = order
  if (delivery.pickup_location) {
    const place = `${pickText(delivery.pickup_location.name, locale)} — ${pickText(delivery.pickup_location.address, locale)}`
    return [renderMail(locale, 'order.confirmation.pickup', { place })]
  }
  const address = delivery.address ? formatHkAddress(delivery.address, locale) : recipient.address
  return [
    ...(address ? [renderMail(locale, 'order.confirmation.address', { address })] : []),
    ...(delivery.address
      ? [
          delivery.address.access === 'STAIRS'
            ? renderMail(locale, 'order.confirmation.accessStairs', {
                floors: delivery.address.stairs_floors,
              })
            : renderMail(locale, 'order.confirmation.accessLift'),
        ]
      : []),
    ...(delivery.slot
      ? [
          renderMail(locale, 'order.confirmation.slot', {
            slot: formatDeliverySlot(delivery.slot, locale),
          }),
        ]
      : []),
  ]
}

/** How to pay: the shop's details for bank transfer, FPS or PayMe, else the online promise. */
function paymentLines(order: Order, locale: Locale, instructions: PaymentInstructions): string[] {
  const method = OFFLINE_PAYMENT_METHODS.find((m) => m === order.payment_method)
  // the way it was paid online, in the reader's language (a card, AlipayHK, WeChat Pay HK)
  const named = renderMail(locale, 'order.confirmation.method', {
    method: translate(locale, `orders.paymentMethods.${order.payment_method}`),
  })
  // issue 30: an online order is thanked for once its payment is through, and says so
  if (!method && order.payment_status === 'paid')
    return [
      renderMail(locale, 'order.confirmation.paidOnline', {
        amount: formatMoney(order.calculations.price.total, locale),
      }),
      named,
    ]
  if (!method) return [renderMail(locale, 'order.confirmation.onlineHint'), named]
  const howTo = instructions[method]
  return [
    renderMail(locale, 'order.confirmation.howToPay'),
    ...(howTo ? [pickText(howTo, locale)] : []),
    renderMail(locale, 'order.confirmation.proofHint'),
  ]
}

/**
 * The order confirmation (spec §4 Checkout), in the order's language: the lines and gifts, the
 * totals with the carrying fee, the delivery address and slot, and how to pay an offline order.
 * Built from the order as written, so it says what the order pages say.
 */
export function orderConfirmation(
  order: Order,
  locale: Locale,
  instructions: PaymentInstructions,
  /** The order's private link (issue 14): the order page without signing in. */
  link: string,
): Message {
  const sections = [
    [
      renderMail(locale, 'hello', { name: order.recipient.name }),
      '',
      renderMail(locale, 'order.confirmation.thanks', { reference: order.reference }),
    ],
    [renderMail(locale, 'order.confirmation.items'), ...itemLines(order, locale)],
    [renderMail(locale, 'order.confirmation.summary'), ...totalLines(order, locale)],
    [renderMail(locale, 'order.confirmation.delivery'), ...deliveryLines(order, locale)],
    paymentLines(order, locale, instructions),
    [renderMail(locale, 'order.confirmation.privateLink', { days: ORDER_LINK_TTL_DAYS }), link],
    [renderMail(locale, 'sign')],
  ]
  return {
    subject: renderMail(locale, 'order.confirmation.subject', { reference: order.reference }),
    body: sections.map((lines) => lines.join('\n')).join('\n\n'),
  }
}
