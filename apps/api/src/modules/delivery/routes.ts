import { cartParams, deliverySlots, deliverySlotsQuery, errorEnvelope } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CartService } from '../cart/service.ts'
import { deliveryService } from './service.ts'

/** `GET /stores/{id}/delivery-slots`: public, like the catalogue (no cart is read). */
export const deliveryRoutes: FastifyPluginAsyncZod<{ carts: CartService }> = async (
  app,
  { carts },
) => {
  const service = deliveryService({ db: app.db, carts })
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
