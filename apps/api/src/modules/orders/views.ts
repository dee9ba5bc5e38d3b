import {
  fileUrl,
  imageUrl,
  OFFLINE_PAYMENT_METHODS,
  type OrderDetails,
  type OrderSummary,
} from '@shop/contract'
import { fromCents } from '#api/lib/money.ts'
import {
  type ItemJson,
  type MoneyBackJson,
  type OrderRow,
  type PreviewJson,
  type StatusJson,
  toOrder,
} from './order-json.ts'
import { orderMoney } from './payment-state.ts'
import { customerActions, type OrderState } from './transitions.ts'

export const stateOf = (row: OrderRow): OrderState => ({
  status: row.status,
  paymentStatus: row.paymentStatus,
  paymentMethod: row.paymentMethod,
  releasedAt: row.releasedAt,
  refundStatus: row.refundStatus,
  paymentExpiresAt: row.paymentExpiresAt,
  deliveryDate: row.deliveryDate,
})

const isOffline = (row: OrderRow) =>
  (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(row.paymentMethod)
// spec §3 labels: paid or waiting for payment; ADR 039: and whether money came back
const paidStatus = (row: OrderRow) =>
  row.paymentStatus === 'unpaid' ? ('waiting_for_payment' as const) : row.paymentStatus
const proofUrl = (row: OrderRow) => (row.paymentProof ? fileUrl(row.paymentProof.image) : null)

/** spec §3 Order with after-sales fields; `withActions` false for the read-only guest view. */
export function toDetails(
  row: { order: OrderRow; items: ItemJson[]; statuses: StatusJson[]; money: MoneyBackJson },
  withActions = true,
): OrderDetails {
  const base = toOrder(row.order, row.items, row.statuses)
  const extra = new Map(row.items.map((i) => [i.id, i]))
  const items = base.items.map((item) => {
    const x = extra.get(item._id)
    const refunded = x?.refunded_qty ?? 0
    return {
      ...item,
      refunded_qty: refunded,
      refundable_qty: item.is_gift ? 0 : Math.max(0, item.qty - refunded - (x?.held_qty ?? 0)),
      is_reviewed: x?.is_reviewed ?? false,
    }
  })
  const state = stateOf(row.order)
  const o = row.order
  const money = orderMoney(o, row.money)
  return {
    ...base,
    current_status: row.order.status,
    items,
    checkout: { ...base.checkout, offline: { image: proofUrl(row.order) } },
    paid_status: paidStatus(row.order),
    refund_status: row.order.refundStatus,
    is_offline: isOffline(row.order),
    paid_amount: fromCents(money.paid),
    refunded_amount: fromCents(money.refunded),
    refund_due_amount: fromCents(money.due),
    shipment:
      o.courierName && o.trackingNumber && o.shippedAt
        ? {
            courier_name: o.courierName,
            tracking_number: o.trackingNumber,
            shipped_at: o.shippedAt.toISOString(),
            delivered_at: o.deliveredAt?.toISOString() ?? null,
          }
        : null,
    available_actions: withActions
      ? customerActions(state, {
          reviewable: items.some((i) => !i.is_gift && i.product_variant_id && !i.is_reviewed),
          refundable: items.some((i) => i.refundable_qty > 0),
        })
      : [],
  }
}

export function toSummary(row: {
  order: OrderRow
  items: PreviewJson[]
  reviewable: boolean
  refundable: boolean
}): OrderSummary {
  const o = row.order
  return {
    _id: o.id,
    reference: o.reference,
    store_id: o.storeId,
    created_at: o.createdAt.toISOString(),
    current_status: o.status,
    paid_status: paidStatus(o),
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    is_offline: isOffline(o),
    refund_status: o.refundStatus,
    calculations: {
      currency: 'HKD',
      price: { total: o.total },
      point: { total: o.pointsTotal },
    },
    item_count: row.items.reduce((n, i) => n + i.qty, 0),
    items: row.items.map((i) => ({
      product_id: i.product_id,
      product_title: i.product_title,
      product_variant_title: i.variant_title,
      image: i.image ? imageUrl(i.image) : null,
      qty: i.qty,
    })),
    checkout: { offline: { image: proofUrl(o) } },
    available_actions: customerActions(stateOf(o), {
      reviewable: row.reviewable,
      refundable: row.refundable,
    }),
  }
}
