import {
  bindCardBody,
  creditCardChange,
  creditCardDeleted,
  creditCardList,
  creditCardParams,
  creditCardsQuery,
  errorEnvelope,
  returnUrlResponse,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { AuthService } from '../identity/index.ts'
import { requireRegistered } from '../identity/index.ts'
import type { PaymentService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const security = [{ bearerAuth: [] }]

/**
 * The provider's webhook, with the raw body (the signature covers the exact bytes). Its own
 * encapsulated plugin, so no other route loses JSON parsing.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  provider: string
  /** The order lifecycle's receiver: verifies, claims the event id and applies it. */
  receive: (
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ) => Promise<{ received: true; result: string }>
}> = async (app, { provider, receive }) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_r, body, done) =>
    done(null, body),
  )
  app.post(
    '/payments/webhooks/:provider',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Signed payment events from the payment provider',
        params: z.object({ provider: z.string().max(40) }),
        response: {
          200: z.object({ received: z.literal(true), result: z.string() }),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      if (request.params.provider !== provider) {
        return reply.status(404).send({
          message: 'Unknown payment provider',
          statusCode: 404,
          code: 'PROVIDER_NOT_FOUND',
        })
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return receive(raw, request.headers)
    },
  )
}

/** The shopper's way to a payment page, and the saved cards (spec §7 Credit cards). */
export const paymentRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  payments: PaymentService
}> = async (app, { auth, payments }) => {
  app.get(
    '/payments/sessions/:id/start',
    {
      schema: {
        tags: ['Payments'],
        summary: 'Opens the payment (or card set-up) page of a session: 303 to the provider',
        params: z.object({ id: z.uuid() }),
        response: { 404: errorEnvelope },
      },
    },
    async (request, reply) => reply.redirect(await payments.start(request.params.id), 303),
  )

  const tags = ['Credit cards']
  app.get(
    '/credit-cards/all',
    {
      schema: {
        tags,
        security,
        summary: 'Saved cards, default first (999 per page by default)',
        querystring: creditCardsQuery,
        response: { 200: creditCardList, ...errors },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      const { page, per_page: perPage } = request.query
      const result = await payments.cards(caller.account.id, { page, perPage })
      return pagedResult(request, result.rows, result)
    },
  )
  app.post(
    '/credit-cards/bind-card',
    {
      schema: {
        tags,
        security,
        summary: "The gateway's card set-up page; a card.saved webhook stores the card",
        body: bindCardBody,
        response: { 200: returnUrlResponse, ...errors },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      return payments.bindCard(caller.account.id, request.body)
    },
  )
  app.put(
    '/credit-cards/:id/set-default',
    {
      schema: {
        tags,
        security,
        summary: 'Make a saved card the default',
        params: creditCardParams,
        response: { 200: creditCardChange, ...errors },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      return payments.setDefault(caller.account.id, request.params.id)
    },
  )
  app.put(
    '/credit-cards/:id/delete',
    {
      schema: {
        tags,
        security,
        summary: 'Forget a saved card',
        params: creditCardParams,
        response: { 200: creditCardDeleted, ...errors },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      return payments.deleteCard(caller.account.id, request.params.id)
    },
  )
}
