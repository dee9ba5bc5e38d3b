import {
  adminOrderDetails,
  adminOrderList,
  adminOrdersQuery,
  errorEnvelope,
  orderParams,
  refundDue,
  refundDueList,
  refundDueParams,
  staffActionBody,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '../../lib/paging.ts'
import type { StaffAuthService } from '../staff/auth-service.ts'
import { requireStaff } from '../staff/require.ts'
import type { StaffOrdersService } from './staff-service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  502: errorEnvelope,
}
const secured = { tags: ['Back office'], security: [{ bearerAuth: [] }] }

/** Staff transitions under `/admin/orders` (ADR 015); each names its permission (issue 15). */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  staff: StaffOrdersService
}> = async (app, { staffAuth, staff }) => {
  app.get(
    '/admin/orders',
    {
      schema: {
        ...secured,
        summary: 'Every order, newest first; filter by status or refund status',
        querystring: adminOrdersQuery,
        response: { 200: adminOrderList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'orders.view')
      const page = await staff.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        ...secured,
        summary: 'An order with its refund requests and the staff actions allowed now',
        params: orderParams,
        response: { 200: adminOrderDetails, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'orders.view')
      return staff.details(request.params.id)
    },
  )

  const actions = [
    [
      'payment-proof/approve',
      'Approve the payment proof (pending → paid)',
      'orders.payment',
      staff.approveProof,
    ],
    [
      'payment-proof/reject',
      'Reject the payment proof (pending → submitted)',
      'orders.payment',
      staff.rejectProof,
    ],
    ['shipped', 'Ship, or ready for pick-up (paid → shipped)', 'orders.fulfil', staff.ship],
    ['completed', 'Complete (paid or shipped → completed)', 'orders.fulfil', staff.complete],
    [
      'refund-request/approve',
      'Approve the open refund request: quantities and points back, online payments refunded',
      'refunds.decide',
      staff.approveRefund,
    ],
    [
      'refund-request/reject',
      'Reject the open refund request',
      'refunds.decide',
      staff.rejectRefund,
    ],
  ] as const
  for (const [path, summary, permission, action] of actions) {
    app.put(
      `/admin/orders/:id/${path}`,
      {
        schema: {
          ...secured,
          summary,
          params: orderParams,
          body: staffActionBody,
          response: { 200: adminOrderDetails, ...errors },
        },
      },
      async (request) => {
        const actor = await requireStaff(request, staffAuth, permission)
        return action(actor, request.params.id, request.body.note)
      },
    )
  }

  app.get(
    '/admin/refunds-due',
    {
      schema: {
        ...secured,
        summary: 'Payments captured for released orders and not refunded yet, oldest first',
        response: { 200: refundDueList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'refunds.view')
      return staff.refundsDue()
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
      return staff.retryRefundDue(actor, request.params.id)
    },
  )
}
