import {
  changeDeliverySlotBody,
  errorEnvelope,
  guestOrderQuery,
  ORDER_LINK_HEADER,
  orderAccess,
  orderCancelBody,
  orderDetails,
  orderList,
  orderParams,
  orderReviewList,
  orderReviewsBody,
  ordersQuery,
  type ProjectDetails,
  payAgainBody,
  payAgainResponse,
  projectDetails,
  type QuotationDetails,
  quotationDetails,
  refundRequest,
  refundRequestBody,
  refundRequestList,
  uploadProofBody,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '#api/lib/errors.ts'
import { pagedResult } from '#api/lib/paging.ts'
import type { Account, AuthService } from '../identity/index.ts'
import { requireCaller } from '../identity/index.ts'
import type { AfterSalesService } from './after-sales.ts'
import type { OrdersService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope }
const secured = { tags: ['Orders'], security: [{ bearerAuth: [] }] }

/**
 * spec §4 "cancel quotation" goes through `PUT /orders/{id}/cancelled`: the quotations module
 * answers for an id that is one of the caller's quotations, null otherwise.
 */
export type CancelQuotation = (
  account: Account,
  id: string,
  reason: string | undefined,
) => Promise<QuotationDetails | null>

/**
 * spec §4 "confirm completion" of a project goes through `PUT /orders/{id}/completed`: the
 * projects module answers for an id that is one of the caller's projects, null otherwise.
 */
export type CompleteProject = (account: Account, id: string) => Promise<ProjectDetails | null>

/** spec §7 Orders: the caller's own orders (any other id answers 404 "Order not found"). */
export const orderRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  orders: OrdersService
  afterSales: AfterSalesService
  cancelQuotation?: CancelQuotation
  completeProject?: CompleteProject
}> = async (app, { auth, orders, afterSales, cancelQuotation, completeProject }) => {
  for (const [path, offline] of [
    ['/orders/all', false],
    ['/orders/all/offline', true],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          ...secured,
          summary: offline
            ? 'The caller’s offline-payment orders'
            : 'The caller’s orders, newest first',
          querystring: ordersQuery,
          response: { 200: orderList, ...errors },
        },
      },
      async (request) => {
        const caller = await requireCaller(request, auth)
        const page = await orders.list(caller.account, request.query, offline)
        return pagedResult(request, page.rows, page)
      },
    )
  }

  app.get(
    '/orders/:id/details',
    {
      schema: {
        ...secured,
        summary: 'One of the caller’s orders with its timeline and allowed actions',
        params: orderParams,
        response: { 200: orderDetails, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return orders.details(request.params.id, caller.account.id)
    },
  )

  app.get(
    '/orders/:id/details/guest',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Guest order lookup by order id plus the e-mail or phone on the order',
        description:
          'A wrong id, e-mail or phone all answer the same 404 "Order not found"; attempts are rate-limited per IP and per order id (429).',
        params: orderParams,
        querystring: guestOrderQuery,
        response: { 200: orderDetails, 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => orders.guestDetails(request.params.id, request.query, request.ip),
  )

  app.post(
    '/orders/:id/access-links/guest',
    {
      schema: {
        tags: ['Orders'],
        summary: 'A fresh private link to an order, for its id plus the e-mail or phone on it',
        description:
          'The same check and limits as the guest lookup. The token opens the order page (`shop/main/order/{id}/access/{token}`) for 60 days, where a guest uploads the payment proof.',
        params: orderParams,
        body: guestOrderQuery,
        response: {
          201: orderAccess,
          400: errorEnvelope,
          404: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const access = await orders.guestLink(request.params.id, request.body, request.ip)
      return reply.status(201).send(access)
    },
  )

  const linkHeaders = z.object({ [ORDER_LINK_HEADER]: z.string().max(200).optional() })
  const linkDescription = `The token of a private order link in the \`${ORDER_LINK_HEADER}\` header. A wrong, expired or foreign token answers 404 "Order not found"; repeated wrong ones from one IP wait (429).`

  app.get(
    '/orders/:id/details/link',
    {
      schema: {
        tags: ['Orders'],
        summary: 'The order a private link opens (no sign-in)',
        description: linkDescription,
        params: orderParams,
        headers: linkHeaders,
        response: { 200: orderDetails, 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) =>
      orders.linkDetails(request.params.id, request.headers[ORDER_LINK_HEADER], request.ip),
  )

  app.put(
    '/orders/:id/upload/link',
    {
      schema: {
        ...secured,
        summary: 'Attach the payment proof through a private order link (status pending at once)',
        description: `${linkDescription} The caller (a guest account is enough) must have uploaded the file.`,
        params: orderParams,
        headers: linkHeaders,
        body: uploadProofBody,
        response: { 200: orderDetails, ...errors, 429: errorEnvelope },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return orders.uploadProofByLink(
        caller.account,
        request.params.id,
        request.headers[ORDER_LINK_HEADER],
        request.body.image,
        request.ip,
      )
    },
  )

  app.post(
    '/orders/:id/pay-again/link',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Pay an unpaid order again through a private order link (issue 30)',
        description: `${linkDescription} Online answers a new payment page; an offline method switches the order to it.`,
        params: orderParams,
        headers: linkHeaders,
        body: payAgainBody,
        response: { 200: payAgainResponse, ...errors, 429: errorEnvelope },
      },
    },
    async (request) =>
      orders.payAgainByLink(
        request.params.id,
        request.headers[ORDER_LINK_HEADER],
        request.body,
        request.ip,
      ),
  )

  app.post(
    '/orders/:id/pay-again',
    {
      schema: {
        ...secured,
        summary: 'Pay an unpaid order again: online (a new payment page) or another way (issue 30)',
        description:
          'For an unpaid online order whose payment failed or was left, until its payment window passes. The amount, stock, voucher and points stay held. 409 ORDER_NOT_PAYABLE once it is paid, cancelled or expired.',
        params: orderParams,
        body: payAgainBody,
        response: { 200: payAgainResponse, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return orders.payAgain(caller.account, request.params.id, request.body)
    },
  )

  const slotDescription =
    'Issue 30: another day and time for the home delivery of an order not dispatched yet, checked as checkout checks its slot (the lines’ lead time from now, Sundays, holidays, the district’s days, the slot’s capacity). 409 ORDER_ALREADY_DISPATCHED once shipped, ORDER_NOT_HOME_DELIVERY without a home delivery (a consultation, a pick-up), DELIVERY_SLOT_NOT_CHANGEABLE once cancelled, completed or refunded; 422 DELIVERY_SLOT_UNAVAILABLE or DELIVERY_SLOT_FULL. The shopper is e-mailed the new time; the same slot again changes nothing.'

  app.put(
    '/orders/:id/delivery-slot',
    {
      schema: {
        ...secured,
        summary: 'Change the delivery day and time of an order not dispatched yet',
        description: slotDescription,
        params: orderParams,
        body: changeDeliverySlotBody,
        response: { 200: orderDetails, ...errors, 422: errorEnvelope },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return orders.changeDeliverySlot(caller.account, request.params.id, request.body)
    },
  )

  app.put(
    '/orders/:id/delivery-slot/link',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Change the delivery day and time through a private order link (no sign-in)',
        description: `${linkDescription} ${slotDescription}`,
        params: orderParams,
        headers: linkHeaders,
        body: changeDeliverySlotBody,
        response: { 200: orderDetails, ...errors, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) =>
      orders.changeDeliverySlotByLink(
        request.params.id,
        request.headers[ORDER_LINK_HEADER],
        request.body,
        request.ip,
      ),
  )

  app.put(
    '/orders/:id/upload',
    {
      schema: {
        ...secured,
        summary: 'Attach the payment proof of an offline order (status pending at once)',
        params: orderParams,
        body: uploadProofBody,
        response: { 200: orderDetails, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return orders.uploadProof(caller.account, request.params.id, request.body.image)
    },
  )

  app.put(
    '/orders/:id/completed',
    {
      schema: {
        ...secured,
        summary: 'Confirm that a shipped order arrived',
        description:
          'spec §4 "confirm completion" of a project: when the id is none of the caller’s orders but one of their projects, its completion is confirmed at handover and answered as a ProjectDetails.',
        params: orderParams,
        response: { 200: z.union([orderDetails, projectDetails]), ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      try {
        return await orders.confirmCompletion(caller.account, request.params.id)
      } catch (error) {
        const noOrder = error instanceof NotFoundError && error.code === 'ORDER_NOT_FOUND'
        if (!noOrder || !completeProject) throw error
        const project = await completeProject(caller.account, request.params.id)
        if (!project) throw error
        return project
      }
    },
  )

  app.put(
    '/orders/:id/cancelled',
    {
      schema: {
        ...secured,
        summary: 'Cancel an unpaid order; stock, voucher and points are given back',
        description:
          'spec §4 "cancel quotation": when the id is none of the caller’s orders but one of their quotations, the quotation is cancelled with `reason` (required then) and answered as a QuotationDetails.',
        params: orderParams,
        body: orderCancelBody,
        response: { 200: z.union([orderDetails, quotationDetails]), ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      try {
        return await orders.cancel(caller.account, request.params.id)
      } catch (error) {
        // only "none of the caller's orders" falls through; every other answer stays the order's
        const noOrder = error instanceof NotFoundError && error.code === 'ORDER_NOT_FOUND'
        if (!noOrder || !cancelQuotation) throw error
        const quotation = await cancelQuotation(
          caller.account,
          request.params.id,
          request.body?.reason,
        )
        if (!quotation) throw error
        return quotation
      }
    },
  )

  app.get(
    '/orders/:id/reviews',
    {
      schema: {
        ...secured,
        summary: 'Reviews written from this order, oldest first',
        params: orderParams,
        response: { 200: orderReviewList, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return afterSales.reviews(caller.account, request.params.id)
    },
  )

  app.post(
    '/orders/:id/reviews',
    {
      schema: {
        ...secured,
        summary: 'Review the items of a completed order (once per item; shown on the product)',
        params: orderParams,
        body: orderReviewsBody,
        response: { 201: orderReviewList, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      const list = await afterSales.addReviews(caller.account, request.params.id, request.body)
      return reply.status(201).send(list)
    },
  )

  app.get(
    '/orders/:id/refund-request',
    {
      schema: {
        ...secured,
        summary: 'Refund requests of this order, newest first',
        params: orderParams,
        response: { 200: refundRequestList, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return afterSales.refundRequests(caller.account, request.params.id)
    },
  )

  app.post(
    '/orders/:id/refund-request',
    {
      schema: {
        ...secured,
        summary: 'Ask for a refund of paid items (one open request at a time)',
        params: orderParams,
        body: refundRequestBody,
        response: { 201: refundRequest, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      const created = await afterSales.requestRefund(
        caller.account,
        request.params.id,
        request.body,
      )
      return reply.status(201).send(created)
    },
  )
}
