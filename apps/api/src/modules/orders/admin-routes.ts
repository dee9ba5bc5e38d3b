import {
  adminDashboard,
  adminOrderDetails,
  adminOrderList,
  adminOrdersQuery,
  adminRefunds,
  adminRefundsQuery,
  errorEnvelope,
  orderExportQuery,
  orderParams,
  proofRejectBody,
  refundApproveBody,
  refundDue,
  refundDueList,
  refundDueParams,
  refundDueSettleBody,
  refundRejectBody,
  shipBody,
  staffActionBody,
  staffCancelBody,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import { ordersCsv } from './accountant-export.ts'
import { dashboard } from './dashboard.ts'
import type { StaffRefundsService } from './staff-refunds.ts'
import type { StaffOrdersService } from './staff-service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  502: errorEnvelope,
}
const secured = backOfficeRoute
const params = orderParams

/**
 * The back office's orders, refunds and dashboard (ADR 015, issue 15). Each route names the
 * permission it needs (staff-roles.ts); a refused call changes nothing and writes no audit row.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  db: Db
  staffAuth: StaffAuthService
  staff: StaffOrdersService
  refunds: StaffRefundsService
}> = async (app, { db, staffAuth, staff, refunds }) => {
  const response = { 200: adminOrderDetails, ...errors }

  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...secured,
        summary: "Today's orders and revenue (Hong Kong day), what waits for staff, low stock",
        response: { 200: adminDashboard, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'dashboard.view')
      return dashboard(db)
    },
  )

  app.get(
    '/admin/orders',
    {
      schema: {
        ...secured,
        summary: 'Every order, newest first; by status, payment method, day range or q',
        description:
          '`q` is a reference, an e-mail or a phone number; `from`/`to` are Hong Kong days.',
        querystring: adminOrdersQuery,
        response: { 200: adminOrderList, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'orders.view')
      const page = await staff.list(request.query, actor)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/orders/export',
    {
      schema: {
        ...secured,
        summary: 'Orders between two Hong Kong days as CSV for the accountant (HKD, 2 decimals)',
        produces: ['text/csv'],
        querystring: orderExportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request, staffAuth, 'orders.export')
      const { from, to } = request.query
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(await ordersCsv(db, from, to))
    },
  )

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        ...secured,
        summary: 'An order with its timeline, proof, refunds and the actions allowed to the caller',
        params,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'orders.view')
      return staff.details(request.params.id, actor)
    },
  )

  app.put(
    '/admin/orders/:id/payment-proof/approve',
    {
      schema: {
        ...secured,
        summary: 'Confirm the payment (pending → paid)',
        params,
        body: staffActionBody,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'orders.payment')
      return staff.confirmPayment(request.params.id, actor, request.body.note)
    },
  )

  app.put(
    '/admin/orders/:id/payment-proof/reject',
    {
      schema: {
        ...secured,
        summary: 'Reject the payment proof with a reason (pending → submitted)',
        params,
        body: proofRejectBody,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'orders.payment')
      return staff.rejectProof(request.params.id, actor, request.body.reason)
    },
  )

  app.put(
    '/admin/orders/:id/shipped',
    {
      schema: {
        ...secured,
        summary: 'Ship with the courier and tracking number (paid → shipped)',
        params,
        body: shipBody,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'orders.fulfil')
      return staff.ship(request.params.id, actor, request.body)
    },
  )

  for (const [path, summary, action] of [
    ['delivered', 'Mark delivered (shipped → completed)', staff.deliver],
    ['completed', 'Complete (paid or shipped → completed)', staff.complete],
  ] as const) {
    app.put(
      `/admin/orders/:id/${path}`,
      { schema: { ...secured, summary, params, body: staffActionBody, response } },
      async (request) => {
        const actor = await requireStaff(request, staffAuth, 'orders.fulfil')
        return action(request.params.id, actor, request.body.note)
      },
    )
  }

  app.put(
    '/admin/orders/:id/cancel',
    {
      schema: {
        ...secured,
        summary: 'Cancel an unpaid order: stock, voucher and points go back',
        params,
        body: staffCancelBody,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'orders.cancel')
      return staff.cancel(request.params.id, actor, request.body.reason)
    },
  )

  app.put(
    '/admin/orders/:id/refund-request/approve',
    {
      schema: {
        ...secured,
        summary: 'Approve the open refund request for an amount (partial allowed)',
        description:
          'Never above what was paid minus what was refunded; online payments are refunded ' +
          'through the provider, offline ones need the transfer reference.',
        params,
        body: refundApproveBody,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'refunds.decide')
      await refunds.approve(request.params.id, actor, request.body)
      return staff.details(request.params.id, actor)
    },
  )

  app.put(
    '/admin/orders/:id/refund-request/reject',
    {
      schema: {
        ...secured,
        summary: 'Reject the open refund request with a reason',
        params,
        body: refundRejectBody,
        response,
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'refunds.decide')
      await refunds.reject(request.params.id, actor, request.body.reason)
      return staff.details(request.params.id, actor)
    },
  )

  app.get(
    '/admin/refunds',
    {
      schema: {
        ...secured,
        summary: 'Refund requests waiting (paged, oldest first) and open refunds due',
        querystring: adminRefundsQuery,
        response: { 200: adminRefunds, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'refunds.view')
      const { data, refunds_due, total } = await refunds.list(request.query)
      const page = { page: request.query.page, perPage: request.query.per_page, total }
      return { ...pagedResult(request, data, page), refunds_due }
    },
  )

  app.get(
    '/admin/refunds-due',
    {
      schema: {
        ...secured,
        summary:
          'Payments owed back (captured for released orders, or a project installment paid twice) and not refunded yet, oldest first',
        response: { 200: refundDueList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'refunds.view')
      return refunds.refundsDue()
    },
  )

  app.post(
    '/admin/refunds-due/:id/retry',
    {
      schema: {
        ...secured,
        summary: 'Try the provider refund of a payment owed back again now',
        params: refundDueParams,
        response: { 200: refundDue, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'refunds.decide')
      return refunds.retry(request.params.id, actor)
    },
  )

  app.post(
    '/admin/refunds-due/:id/settle',
    {
      schema: {
        ...secured,
        summary: 'Record a payment owed back as refunded by hand, with the transfer reference',
        params: refundDueParams,
        body: refundDueSettleBody,
        response: { 200: refundDue, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'refunds.decide')
      return refunds.settleByHand(request.params.id, actor, request.body.reference)
    },
  )
}
