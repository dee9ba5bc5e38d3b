import {
  adminOrderDetails,
  type MessageKey,
  type PaymentStatus,
  sumMoney,
  toCents,
  translate,
} from '@shop/contract'
import { formatDeliverySlot, formatMoney, type Locale, pickText } from '@shop/contract/client'
import { data } from 'react-router'
import { adminFind, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { getConfiguration } from '#web/lib/api.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/order-print'

const DOCUMENTS = ['packing-slip', 'invoice'] as const
const PRINT_PAYMENT_STATE = {
  unpaid: 'unpaid',
  paid: 'paid',
  partially_refunded: 'partiallyRefunded',
  refunded: 'refunded',
} as const satisfies Record<PaymentStatus, string>
type PrintDocument = (typeof DOCUMENTS)[number]

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.title} ${loaderData.reference}` : 'Print' },
  { name: 'robots', content: 'noindex' },
]

/**
 * A printable packing slip or invoice (print CSS), in the customer's language (en, zh or cn, the
 * order's), with the shop's details from the site configuration. Texts are written here on the
 * server: the page carries no catalogue.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'orders.view')
  const kind = params.document as PrintDocument
  if (!DOCUMENTS.includes(kind)) throw data('NOT_FOUND', { status: 404 })
  const [order, config] = await Promise.all([
    adminFind(
      context,
      `/admin/orders/${encodeURIComponent(params.id)}`,
      adminOrderDetails,
      'ORDER_NOT_FOUND',
    ),
    getConfiguration(context),
  ])
  const locale: Locale = order.language
  const tr = (key: string, values?: Record<string, string | number>) =>
    translate(locale, `printDocs.${key}` as MessageKey, values)
  const money = (amount: string) => formatMoney(amount, locale)
  const shop = config.footer.store_information
  const c = order.calculations
  const discount = sumMoney([c.price_discount.local, c.price_discount.global])
  return {
    kind,
    locale,
    reference: order.reference,
    title: tr(kind === 'invoice' ? 'invoice' : 'packingSlip'),
    // the owner's shop details (site settings); before they are saved, the site's name and the
    // footer's store block
    shop: config.shop
      ? {
          name: pickText(config.shop.name, locale),
          address: pickText(config.shop.address, locale),
          phone: config.shop.phone,
          email: config.shop.email,
          registration: tr('businessRegistration', {
            number: config.shop.business_registration_number,
          }),
        }
      : {
          name: pickText(config.site.title, locale),
          address: pickText(shop.address.title, locale),
          phone: pickText(shop.phone.title, locale),
          email: pickText(shop.email.title, locale),
          registration: null,
        },
    heading: {
      order: tr('order', { reference: order.reference }),
      date: tr('date', { date: formatDateTime(order.created_at) }),
      number: kind === 'invoice' ? tr('invoiceNumber', { reference: order.reference }) : null,
    },
    to: {
      label: tr(
        kind === 'invoice' ? 'billTo' : order.delivery.method === 'PICKUP' ? 'pickupAt' : 'shipTo',
      ),
      lines: [
        order.recipient.name,
        order.delivery.method === 'PICKUP'
          ? pickText(order.delivery.pickup_location?.name, locale)
          : order.recipient.address,
        order.recipient.phone ? `+${order.recipient.area_code} ${order.recipient.phone}` : '',
        order.recipient.email,
      ].filter(Boolean),
      slot: order.delivery.slot
        ? tr('slot', { slot: formatDeliverySlot(order.delivery.slot, locale) })
        : null,
    },
    columns: {
      item: tr('item'),
      sku: tr('sku'),
      qty: tr('qty'),
      unitPrice: tr('unitPrice'),
      amount: tr('amount'),
    },
    lines: order.items.map((item) => ({
      id: item._id,
      title: `${pickText(item.product_title, locale)} · ${pickText(item.product_variant_title, locale)}`,
      sku: item.sku,
      qty: item.qty,
      unit: item.is_gift ? tr('gift') : money(item.discounted_price_per_unit),
      amount: item.is_gift ? tr('gift') : money(item.subtotal_price),
    })),
    totals: [
      [tr('subtotal'), money(c.price.subtotal)],
      ...(toCents(discount) > 0 ? [[tr('discount'), `−${money(discount)}`]] : []),
      [tr('shipping'), money(c.shipping_fee)],
      ...(toCents(c.carrying_fee) > 0 ? [[tr('carrying'), money(c.carrying_fee)]] : []),
      [tr('total'), money(c.price.total)],
      // what came back is on the invoice too (ADR 039)
      ...(toCents(order.refunded_amount) > 0
        ? [
            [tr('paidAmount'), money(order.paid_amount)],
            [tr('refundedAmount'), `−${money(order.refunded_amount)}`],
          ]
        : []),
    ] as [string, string][],
    payment: `${tr('paymentMethod', {
      method: translate(locale, `orders.paymentMethods.${order.payment_method}` as MessageKey),
    })} · ${tr(PRINT_PAYMENT_STATE[order.payment_status])}`,
    signatures: [tr('checkedBy'), tr('receivedBy')],
    thanks: tr('thanks'),
    print: tr('print'),
  }
}

export default function OrderPrint({ loaderData: d }: Route.ComponentProps) {
  return (
    <main
      lang={d.locale === 'zh' ? 'zh-Hant-HK' : d.locale === 'cn' ? 'zh-Hans' : 'en'}
      className="mx-auto max-w-3xl bg-white p-6 text-sm text-black print:max-w-none print:p-0"
      data-testid={`print-${d.kind}`}
    >
      <style>
        {'@page { size: A4; margin: 14mm } @media print { .no-print { display: none } }'}
      </style>
      <header className="flex flex-wrap justify-between gap-4 border-b border-black pb-3">
        <div>
          <p className="text-lg font-semibold">{d.shop.name}</p>
          <p>{d.shop.address}</p>
          <p>
            {d.shop.phone} · {d.shop.email}
          </p>
          {d.shop.registration && <p>{d.shop.registration}</p>}
        </div>
        <div className="text-end">
          <h1 className="text-2xl font-semibold">{d.title}</h1>
          <p>{d.heading.order}</p>
          {d.heading.number && <p>{d.heading.number}</p>}
          <p>{d.heading.date}</p>
        </div>
      </header>
      <section className="my-4">
        <h2 className="font-semibold">{d.to.label}</h2>
        {d.to.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {d.to.slot && <p>{d.to.slot}</p>}
      </section>
      <table className="w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-start">
            <th className="py-1 text-start">{d.columns.item}</th>
            <th className="py-1 text-start">{d.columns.sku}</th>
            <th className="py-1 text-end">{d.columns.qty}</th>
            {d.kind === 'invoice' && (
              <>
                <th className="py-1 text-end">{d.columns.unitPrice}</th>
                <th className="py-1 text-end">{d.columns.amount}</th>
              </>
            )}
            {d.kind === 'packing-slip' && <th className="w-10 py-1" aria-label="✓" />}
          </tr>
        </thead>
        <tbody>
          {d.lines.map((line) => (
            <tr key={line.id} className="border-b border-stone-300 align-top">
              <td className="py-1 pe-2">{line.title}</td>
              <td className="py-1 pe-2">{line.sku}</td>
              <td className="py-1 text-end">{line.qty}</td>
              {d.kind === 'invoice' && (
                <>
                  <td className="py-1 text-end">{line.unit}</td>
                  <td className="py-1 text-end">{line.amount}</td>
                </>
              )}
              {d.kind === 'packing-slip' && (
                <td className="py-1 text-center">
                  <span className="inline-block size-4 border border-black" />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {d.kind === 'invoice' ? (
        <>
          <dl className="ms-auto mt-4 grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {d.totals.map(([label, value]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="text-end">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4">{d.payment}</p>
        </>
      ) : (
        <div className="mt-10 grid grid-cols-2 gap-8">
          {d.signatures.map((label) => (
            <p key={label} className="border-t border-black pt-1">
              {label}
            </p>
          ))}
        </div>
      )}
      <p className="mt-8">{d.thanks}</p>
      <p className="no-print mt-6">
        <button
          type="button"
          className="rounded border border-black px-4 py-2"
          onClick={() => window.print()}
        >
          {d.print}
        </button>
      </p>
    </main>
  )
}
