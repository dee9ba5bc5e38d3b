import {
  cartParams,
  checkoutBody,
  checkoutResponse,
  errorEnvelope,
  idempotencyHeaders,
  isLocale,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { RateLimiter } from '#api/lib/rate-limit.ts'
import type { AddressesService } from '../addresses/index.ts'
import { voucherAttemptBlocked, voucherRateLimited } from '../cart/index.ts'
import type { AuthService } from '../identity/index.ts'
import { requireCaller } from '../identity/index.ts'
import type { OrderLifecycle } from './lifecycle/index.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
}

/** `POST /stores/{id}/checkouts` (spec §7 Shop): guests and registered customers. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  lifecycle: OrderLifecycle
  limiter: RateLimiter
  addresses: AddressesService
}> = async (app, { auth, lifecycle, limiter, addresses }) => {
  app.post(
    '/stores/:id/checkouts',
    {
      schema: {
        tags: ['Checkout'],
        security: [{ bearerAuth: [] }],
        summary: 'Place an order from the selected cart lines; ONLINE answers the payment page',
        description:
          'Send an Idempotency-Key header: the same key and body answer the same order; the same key with another body is refused (422).',
        params: cartParams,
        headers: idempotencyHeaders,
        body: checkoutBody,
        response: { 201: checkoutResponse, 200: checkoutResponse, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      // a code tried here counts with the cart's, so checkout is no way round its limit
      if (
        request.body.voucher_code?.trim() &&
        (await voucherAttemptBlocked(limiter, caller.account.id, request.ip))
      )
        throw voucherRateLimited()
      // the confirmation and the payment page speak the language of the page that checked out
      const language = request.headers['x-store-locale']
      const account = isLocale(language) ? { ...caller.account, language } : caller.account
      const result = await lifecycle.checkout(
        account,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      )
      // ADR 066: saved after the order committed; a failure is logged and the order stands
      const { save_address: save, delivery_address: address, delivery_details: to } = request.body
      if (save && address && caller.account.kind === 'REGISTERED') {
        await addresses
          .saveFromOrder(caller.account.id, {
            name: to.name,
            area_code: to.area_code || '852',
            phone: to.phone,
            address,
          })
          .catch((error) => request.log.error({ err: error }, 'saving the checkout address failed'))
      }
      return reply.status(201).send(result)
    },
  )
}
