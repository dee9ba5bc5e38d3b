import { cartParams, deliverySlots, deliverySlotsQuery, errorEnvelope } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deliveryService, type StoreCheck } from './service.ts'

/** `GET /stores/{id}/delivery-slots`: public, like the catalogue (no cart is read). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ stores: StoreCheck }> = async (
  app,
  { stores },
) => {
  const service = deliveryService({ db: app.db, stores })
  app.get(
    '/stores/:id/delivery-slots',
    {
      schema: {
        tags: ['Delivery'],
        summary: 'Delivery days and time slots of a Hong Kong district for these cart lines',
        description:
          'Days from today (Hong Kong time) plus the largest lead time of the lines, in working days, up to 30 days ahead; never Sundays, public holidays or days the courier does not serve the district. Checkout checks the chosen slot again.',
        params: cartParams,
        querystring: deliverySlotsQuery,
        response: { 200: deliverySlots, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => service.slots(request.params.id, request.query),
  )
}
