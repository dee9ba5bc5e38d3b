import type {
  OrderReviewList,
  orderReviewsBody,
  RefundRequest,
  RefundRequestList,
  refundRequestBody,
} from '@shop/contract'
import { fileUrl, isUuid } from '@shop/contract'
import type { z } from 'zod'
import { ConflictError, DomainError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import type { Account } from '../identity/index.ts'
import { afterSalesRepository as afterSales } from './after-sales-repository.ts'
import { type OrdersDeps, orderNotFound } from './context.ts'
import { notifyCustomer } from './mail.ts'
import { ordersRepository as repo } from './repository.ts'
import { assertTransition } from './transitions.ts'
import { stateOf } from './views.ts'

type ReviewsBody = z.output<typeof orderReviewsBody>
type RefundBody = z.output<typeof refundRequestBody>

const itemNotInOrder = (path: string) =>
  new DomainError(400, 'ITEM_NOT_IN_ORDER', 'This item is not part of the order', [
    { path, message: 'orderErrors.itemNotInOrder' },
  ])

/**
 * What `qty` more units of a line give back: the line's paid amount (after its voucher share)
 * split so that every partial refund together never exceeds what the line cost.
 */
export function refundShare(
  line: { qty: number; refundedQty: number; subtotalPrice: string; globalDiscount: string },
  qty: number,
): number {
  const paid = toCents(line.subtotalPrice) - toCents(line.globalDiscount)
  const upTo = (n: number) => Math.floor((paid * n) / line.qty)
  return upTo(line.refundedQty + qty) - upTo(line.refundedQty)
}

/** Order reviews and refund requests of the customer (spec §3, §7 Orders). */
export function afterSalesService(deps: OrdersDeps) {
  const { db } = deps

  async function ownOrder(account: Account, orderId: string) {
    if (!isUuid(orderId)) throw orderNotFound()
    const row = await repo.details(db, orderId, account.id)
    if (!row) throw orderNotFound()
    return row
  }

  async function reviewList(orderId: string): Promise<OrderReviewList> {
    const rows = await afterSales.reviews(db, orderId)
    return {
      data: rows.map(({ review: r, productTitle, variantTitle }) => ({
        _id: r.id,
        product_id: r.productId,
        product_variant_id: r.variantId ?? '',
        product_title: productTitle,
        product_variant_title: variantTitle,
        rating: r.rating,
        comment: r.comment,
        images: r.images,
        created_at: r.createdAt.toISOString(),
      })),
    }
  }

  return {
    async reviews(account: Account, orderId: string): Promise<OrderReviewList> {
      await ownOrder(account, orderId)
      return reviewList(orderId)
    },

    /** Completed orders only (else 409), once per item; each becomes a product review. */
    async addReviews(account: Account, orderId: string, body: ReviewsBody) {
      await deps.lifecycle.withOrder(orderId, account.id, async ({ tx }, order) => {
        if (order.status !== 'completed')
          throw new ConflictError(
            'You can review the items once the order is completed',
            'REVIEW_NOT_ALLOWED',
          )
        const lines = (await repo.lines(tx, order.id)).filter((l) => !l.isGift && l.variantId)
        const done = new Set(
          (await afterSales.reviews(tx, order.id)).map((r) => r.review.variantId),
        )
        await deps.files.attach(
          tx,
          body.reviews.flatMap((r) => r.images),
          account.id,
          ['review'],
        )
        const rows = body.reviews.map((review, i) => {
          const line = lines.find((l) => l.variantId === review.product_variant_id)
          if (!line?.productId) throw itemNotInOrder(`body.reviews.${i}.product_variant_id`)
          if (done.has(review.product_variant_id))
            throw new ConflictError('You have already reviewed this item', 'ALREADY_REVIEWED')
          return {
            productId: line.productId,
            userId: account.id,
            userName: account.username || order.recipient.name,
            userAvatar: account.avatar || null,
            rating: review.rating,
            comment: review.comment,
            images: review.images.map(fileUrl),
            status: 'ACTIVE' as const,
            orderId: order.id,
            variantId: review.product_variant_id,
          }
        })
        await afterSales.addReviews(tx, rows)
      })
      return reviewList(orderId)
    },

    async refundRequests(account: Account, orderId: string): Promise<RefundRequestList> {
      await ownOrder(account, orderId)
      return { data: await afterSales.refundRequests(db, orderId) }
    },

    /**
     * Paid orders only, one open request at a time, never more than bought minus refunded. The
     * order row lock makes concurrent requests queue: the first holds the lines, the rest get 409.
     */
    async requestRefund(
      account: Account,
      orderId: string,
      body: RefundBody,
    ): Promise<RefundRequest> {
      const refundId = await deps.lifecycle.withOrder(
        orderId,
        account.id,
        async ({ tx }, order) => {
          if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded')
            throw new ConflictError(
              'A refund can only be requested for a paid order',
              'REFUND_NOT_ALLOWED',
            )
          if (order.refundStatus === 'waiting_for_approval')
            throw new ConflictError(
              'A refund request for this order is already waiting for approval',
              'REFUND_ALREADY_OPEN',
            )
          assertTransition(stateOf(order), 'request_refund')
          await deps.files.attach(tx, body.images, account.id, ['refund', 'payment_proof'])
          const lines = (await repo.lines(tx, order.id)).filter((l) => !l.isGift)
          const wanted = new Map<string, number>()
          for (const item of body.refund_items)
            wanted.set(
              item.product_variant_id,
              (wanted.get(item.product_variant_id) ?? 0) + item.qty,
            )
          const picked: {
            lineId: string
            variantId: string
            qty: number
            cents: number
            points: number
          }[] = []
          for (const [variantId, qty] of wanted) {
            const own = lines.filter((l) => l.variantId === variantId)
            const index = body.refund_items.findIndex((r) => r.product_variant_id === variantId)
            if (!own.length) throw itemNotInOrder(`body.refund_items.${index}.product_variant_id`)
            const left = own.reduce((n, l) => n + l.qty - l.refundedQty, 0)
            if (qty > left)
              throw new DomainError(
                400,
                'REFUND_QTY_EXCEEDED',
                'You cannot ask to refund more than you bought',
                [
                  {
                    path: `body.refund_items.${index}.qty`,
                    message: 'orderErrors.refundQtyExceeded',
                  },
                ],
              )
            let rest = qty
            for (const line of own) {
              const take = Math.min(rest, line.qty - line.refundedQty)
              if (take <= 0) continue
              picked.push({
                lineId: line.id,
                variantId,
                qty: take,
                cents: refundShare(line, take),
                points: line.pointsPerUnit * take,
              })
              rest -= take
            }
          }
          const cents = picked.reduce((n, p) => n + p.cents, 0)
          const points = picked.reduce((n, p) => n + p.points, 0)
          const requestId = await afterSales.insertRefund(
            tx,
            {
              orderId: order.id,
              accountId: account.id,
              reason: body.reason,
              images: body.images,
              amount: fromCents(cents),
              points,
            },
            picked.map((p) => ({
              orderItemId: p.lineId,
              variantId: p.variantId,
              qty: p.qty,
              amount: fromCents(p.cents),
              points: p.points,
            })),
          )
          await repo.update(tx, order.id, { refundStatus: 'waiting_for_approval' })
          await repo.appendEvent(tx, order.id, 'refund_requested')
          await notifyCustomer(tx, order, 'refund_requested', { ...deps, amount: fromCents(cents) })
          return requestId
        },
      )
      const [request] = await afterSales.refundRequests(db, orderId, refundId)
      if (!request) throw new Error('refund request vanished')
      return request
    },
  }
}
export type AfterSalesService = ReturnType<typeof afterSalesService>
