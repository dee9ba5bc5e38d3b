import {
  adminDiscountCode,
  adminDiscountCodeBody,
  adminDiscountCodeDetails,
  adminDiscountCodes,
  adminDiscountCodesQuery,
  discountCodeParams,
  errorEnvelope,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { DiscountCodesService } from './service.ts'

const secured = backOfficeRoute
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/admin/discount-codes` (issue 27): discounts.view to look, discounts.manage to write. */
export const discountCodeRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  codes: DiscountCodesService
}> = async (app, { staffAuth, codes }) => {
  app.get(
    '/admin/discount-codes',
    {
      schema: {
        ...secured,
        summary: 'Discount codes of the cart, newest first; search by part of the code, status now',
        querystring: adminDiscountCodesQuery,
        response: { 200: adminDiscountCodes, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'discounts.view')
      const page = await codes.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/discount-codes/:id',
    {
      schema: {
        ...secured,
        summary: 'A discount code with the orders that used it and the amount they took off',
        params: discountCodeParams,
        response: { 200: adminDiscountCodeDetails, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'discounts.view')
      return codes.details(request.params.id)
    },
  )

  app.post(
    '/admin/discount-codes',
    {
      schema: {
        ...secured,
        summary: 'Create a discount code; a code spelt the same in any case answers 409',
        body: adminDiscountCodeBody,
        response: { 201: adminDiscountCode, ...errors, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'discounts.manage')
      return reply.status(201).send(await codes.create(actor, request.body))
    },
  )

  app.put(
    '/admin/discount-codes/:id',
    {
      schema: {
        ...secured,
        summary: 'Edit a discount code (under the lock checkout takes); 409 for a taken code',
        params: discountCodeParams,
        body: adminDiscountCodeBody,
        response: { 200: adminDiscountCode, ...errors, 409: errorEnvelope },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'discounts.manage')
      return codes.update(actor, request.params.id, request.body)
    },
  )
}
