import {
  consultationSlots,
  consultationSlotsQuery,
  designServicesInfo,
  errorEnvelope,
  isUuid,
} from '@shop/contract'

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '#api/lib/errors.ts'
import { consultationNotFound, type DesignServices } from './service.ts'

const tags = ['Design services']
const storeParams = z.object({ id: z.string().min(1).max(64) })
const slotParams = storeParams.extend({ variant_id: z.string().min(1).max(64) })
const errors = { 400: errorEnvelope, 404: errorEnvelope }

/** Where consultations happen and their free slots (issue 17); public, nothing personal. */
export const designServiceRoutes: FastifyPluginAsyncZod<{ services: DesignServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/stores/:id/design-services',
    {
      schema: {
        tags,
        summary: 'Showrooms, the districts home visits serve, and the booking rules',
        params: storeParams,
        response: { 200: designServicesInfo, ...errors },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new NotFoundError('Store not found', 'STORE_NOT_FOUND')
      return services.info(request.params.id.toLowerCase())
    },
  )

  app.get(
    '/stores/:id/consultations/:variant_id/slots',
    {
      schema: {
        tags,
        summary:
          'Free slots of a consultation format in Hong Kong time: opening hours, closures, public holidays, lead time and home-visit travel counted',
        params: slotParams,
        querystring: consultationSlotsQuery,
        response: { 200: consultationSlots, ...errors },
      },
    },
    async (request) => {
      const { id, variant_id: variantId } = request.params
      if (!isUuid(id) || !isUuid(variantId)) throw consultationNotFound()
      return services.slots(id, variantId.toLowerCase(), request.query)
    },
  )
}
