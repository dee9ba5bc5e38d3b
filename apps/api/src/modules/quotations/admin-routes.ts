import {
  adminQuotationDetails,
  adminQuotationList,
  adminQuotationsQuery,
  errorEnvelope,
  issueQuotationBody,
  quotationParams,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { StaffQuotationsService } from './staff-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/admin/quotations` (issue 17): services.view to look, services.manage to write. */
export const adminQuotationRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  quotations: StaffQuotationsService
}> = async (app, { staffAuth, quotations }) => {
  app.get(
    '/admin/quotations',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Quotations, newest first; status=waiting: issued and not expired',
        querystring: adminQuotationsQuery,
        response: { 200: adminQuotationList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      const page = await quotations.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/quotations/:id',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'A quotation: the request, the contact, the consultation and every version',
        params: quotationParams,
        response: { 200: adminQuotationDetails, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      return quotations.details(request.params.id)
    },
  )

  app.post(
    '/admin/bookings/:id/quotation',
    {
      schema: {
        ...backOfficeRoute,
        summary:
          'Start the quotation of a consultation: customer, contact, language and flat from the booking (the one already started is answered again)',
        params: quotationParams,
        response: { 201: adminQuotationDetails, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'services.manage')
      return reply.status(201).send(await quotations.fromBooking(actor, request.params.id))
    },
  )

  app.post(
    '/admin/quotations/:id/versions',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Issue the quotation or a revised version; the customer gets an e-mail',
        description:
          'Totals in cents: subtotal − discount = total = first + second installment. A furniture line with a `variant_id` and no `unit_price` takes the item’s current price. An accepted or cancelled quotation answers 409.',
        params: quotationParams,
        body: issueQuotationBody,
        response: { 201: adminQuotationDetails, ...errors, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'services.manage')
      const issued = await quotations.issue(actor, request.params.id, request.body)
      return reply.status(201).send(issued)
    },
  )
}
