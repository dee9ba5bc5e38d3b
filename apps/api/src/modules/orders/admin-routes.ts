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
import type { AuthService } from '../identity/auth-service.ts'
import { requireStaff } from '../identity/authenticate.ts'
import type { StaffOrdersService } from './staff-service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  502: errorEnvelope,
}
const secured = { tags: ['Staff'], security: [{ bearerAuth: [] }] }

/** Staff transitions under `/admin/orders` (ADR 015); the back-office screens come later. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  staff: StaffOrdersService
}> = async (app, { auth, staff }) => {
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
      await requireStaff(request, auth)
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
      await requireStaff(request, auth)
      return staff.details(request.params.id)
    },
  )

  const actions = [
    ['payment-proof/approve', 'Approve the payment proof (pending → paid)', staff.approveProof],
    ['payment-proof/reject', 'Reject the payment proof (pending → submitted)', staff.rejectProof],
    ['shipped', 'Ship, or ready for pick-up (paid → shipped)', staff.ship],
    ['completed', 'Complete (paid or shipped → completed)', staff.complete],
    [
      'refund-request/approve',
      'Approve the open refund request: quantities and points back, online payments refunded',
      staff.approveRefund,
    ],
    ['refund-request/reject', 'Reject the open refund request', staff.rejectRefund],
  ] as const
  for (const [path, summary, action] of actions) {
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
        await requireStaff(request, auth)
        return action(request.params.id, request.body.note)
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
      await requireStaff(request, auth)
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
      await requireStaff(request, auth)
      return staff.retryRefundDue(request.params.id)
    },
  )
}
