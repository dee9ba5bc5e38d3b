import {
  acceptQuotationBody,
  cancelQuotationBody,
  errorEnvelope,
  idempotencyHeaders,
  isLocale,
  quotationDetails,
  quotationList,
  quotationParams,
  requestQuotationBody,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AuthService } from '../identity/index.ts'
import { requireCaller } from '../identity/index.ts'
import type { QuotationsService } from './service.ts'

const tags = ['Design services']
const security = [{ bearerAuth: [] }]
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
}
const storeParams = z.object({ id: z.string().min(1).max(64) })

/** The shopper's quotations (issue 17), guests and members alike; owner only, 404 otherwise. */
export const quotationRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  quotations: QuotationsService
}> = async (app, { auth, quotations }) => {
  app.post(
    '/stores/:id/quotations',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a renovation quotation: the flat, the wishes, the contact',
        description:
          'Optionally after one of the caller’s own consultations (`booking_id`). The shopper and the studio get an e-mail; limited per account and per IP (429). Send an Idempotency-Key header: the same key and body answer the same result; the same key with another body is refused (422).',
        params: storeParams,
        headers: idempotencyHeaders,
        body: requestQuotationBody,
        response: { 201: quotationDetails, ...errors, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      const header = request.headers['x-store-locale']
      const language = isLocale(header) ? header : caller.account.language
      const created = await quotations.request(caller.account, request.params.id, request.body, {
        ip: request.ip,
        language,
        idempotencyKey: request.headers['idempotency-key'],
      })
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/quotations',
    {
      schema: {
        tags,
        security,
        summary: 'The caller’s quotations, newest first',
        response: { 200: quotationList, ...errors },
      },
    },
    async (request) => quotations.mine((await requireCaller(request, auth)).account),
  )

  app.get(
    '/quotations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s quotations with every issued version, newest first',
        params: quotationParams,
        response: { 200: quotationDetails, ...errors },
      },
    },
    async (request) =>
      quotations.one((await requireCaller(request, auth)).account, request.params.id),
  )

  app.put(
    '/quotations/:id/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Accept the latest version before its date (once); it becomes a project later',
        description:
          '409 QUOTATION_EXPIRED past `valid_until` (the quotation then reads expired), QUOTATION_VERSION_NOT_LATEST for an older version, QUOTATION_TRANSITION_NOT_ALLOWED once accepted or cancelled.',
        params: quotationParams,
        body: acceptQuotationBody,
        response: { 200: quotationDetails, ...errors },
      },
    },
    async (request) =>
      quotations.accept(
        (await requireCaller(request, auth)).account,
        request.params.id,
        request.body.version,
      ),
  )

  app.put(
    '/quotations/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a quotation with a reason (spec §4 "cancel quotation")',
        description:
          'Also reachable as `PUT /orders/{id}/cancelled` with the same body. An accepted or cancelled quotation answers 409.',
        params: quotationParams,
        body: cancelQuotationBody,
        response: { 200: quotationDetails, ...errors },
      },
    },
    async (request) =>
      quotations.cancel(
        (await requireCaller(request, auth)).account,
        request.params.id,
        request.body.reason,
      ),
  )
}
