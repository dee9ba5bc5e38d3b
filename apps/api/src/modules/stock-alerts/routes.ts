import { errorEnvelope, stockAlertBody, stockAlertParams, stockAlertResponse } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { callerInfo } from '../identity/index.ts'
import type { StockAlertService } from './service.ts'

/** "E-mail me when it is back" on a sold-out variant; the e-mail's language is `x-store-locale`. */
export const stockAlertRoutes: FastifyPluginAsyncZod<{ alerts: StockAlertService }> = async (
  app,
  { alerts },
) => {
  app.post(
    '/stores/:id/product-management/products/:pid/variants/:vid/stock-alerts',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'Ask for one e-mail when a sold-out variant is back in stock',
        description:
          '201 for a new wish, 200 when this address already waits for this variant (nothing added). 409 VARIANT_IN_STOCK when the variant can be bought now.',
        params: stockAlertParams,
        body: stockAlertBody,
        response: {
          200: stockAlertResponse,
          201: stockAlertResponse,
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { id, pid, vid } = request.params
      const where = { storeId: id, productId: pid, variantId: vid }
      const { created, alert } = await alerts.subscribe(where, request.body, callerInfo(request))
      return reply.status(created ? 201 : 200).send(alert)
    },
  )
}
