import {
  adminCustomerDetails,
  adminCustomerList,
  adminCustomerParams,
  adminCustomersQuery,
  adminCustomerUpdateBody,
  adminVerificationSent,
  errorEnvelope,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { AdminCustomersService } from './customers-service.ts'

const secured = backOfficeRoute
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/admin/customers` (issue 15): customers.view to look, customers.manage to change. */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  customers: AdminCustomersService
}> = async (app, { staffAuth, customers }) => {
  app.get(
    '/admin/customers',
    {
      schema: {
        ...secured,
        summary: 'Registered customers, newest first; q matches e-mail, phone or name',
        querystring: adminCustomersQuery,
        response: { 200: adminCustomerList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'customers.view')
      const page = await customers.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        ...secured,
        summary: 'A customer with their orders, points balance and ledger, and vouchers used',
        params: adminCustomerParams,
        response: { 200: adminCustomerDetails, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'customers.view')
      return customers.details(request.params.id)
    },
  )

  app.post(
    '/admin/customers/:id/verification',
    {
      schema: {
        ...secured,
        summary: 'Send the customer a new e-mail verification link',
        params: adminCustomerParams,
        response: { 202: adminVerificationSent, ...errors, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'customers.manage')
      const email = await customers.resendVerification(actor, request.params.id)
      return reply.status(202).send({ message: 'Verification link sent', sent_to: email })
    },
  )

  app.put(
    '/admin/customers/:id',
    {
      schema: {
        ...secured,
        summary: 'Disable (sign-in refused, sessions ended) or enable a customer account',
        params: adminCustomerParams,
        body: adminCustomerUpdateBody,
        response: { 200: adminCustomerDetails, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'customers.manage')
      return customers.setDisabled(actor, request.params.id, request.body.disabled)
    },
  )
}
