import {
  adminSwatchList,
  adminSwatchParams,
  adminSwatchQuery,
  adminSwatchRequest,
  errorEnvelope,
  swatchRequest,
  swatchRequestBody,
  swatchRequestList,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { AuthService } from '../identity/index.ts'
import { callerInfo, optionalCaller, requireRegistered } from '../identity/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { SwatchService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const tags = ['Swatches']

/**
 * Free swatches (issue 30, ADR 071): `POST /swatch-requests` for guests and members (the
 * e-mails go out in `x-store-locale`), `GET /swatch-requests` for a member's own, and the back
 * office's list and "sent" under `/admin/swatch-requests` (enquiries.handle).
 */
export const swatchRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  staffAuth: StaffAuthService
  swatches: SwatchService
}> = async (app, { auth, staffAuth, swatches }) => {
  app.post(
    '/swatch-requests',
    {
      schema: {
        tags,
        summary: 'Ask for free swatches of up to 5 of a product’s colours, posted in Hong Kong',
        description:
          '409 SWATCH_ALREADY_REQUESTED when this e-mail asked for this product within 30 days; 404 SWATCH_PRODUCT_NOT_FOUND when the product is not on sale or has no colours.',
        body: swatchRequestBody,
        response: { 201: swatchRequest, ...errors, 409: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const caller = await optionalCaller(request, auth)
      const accountId = caller?.account.kind === 'REGISTERED' ? caller.account.id : null
      const answer = await swatches.request(request.body, { ...callerInfo(request), accountId })
      return reply.status(201).send(answer)
    },
  )

  app.get(
    '/swatch-requests',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'The signed-in member’s own swatch requests, newest first',
        response: { 200: swatchRequestList, ...errors },
      },
    },
    async (request) => swatches.mine((await requireRegistered(request, auth)).account.id),
  )

  app.get(
    '/admin/swatch-requests',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Swatch requests, newest first, by status (requested, sent)',
        querystring: adminSwatchQuery,
        response: { 200: adminSwatchList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'enquiries.handle')
      const page = await swatches.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.post(
    '/admin/swatch-requests/:id/sent',
    {
      schema: {
        ...backOfficeRoute,
        summary: 'Mark a request sent; the shopper is e-mailed once',
        params: adminSwatchParams,
        response: { 200: adminSwatchRequest, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'enquiries.handle')
      return swatches.markSent(actor, request.params.id)
    },
  )
}
