import { enquiryBody, enquiryResponse, errorEnvelope } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { callerInfo } from '../identity/index.ts'
import type { EnquiryService } from './enquiry-service.ts'

/** `POST /enquiries` (spec §7 Enquiries); the receipt goes out in `x-store-locale`. */
export const enquiryRoutes: FastifyPluginAsyncZod<{ enquiries: EnquiryService }> = async (
  app,
  { enquiries },
) => {
  app.post(
    '/enquiries',
    {
      schema: {
        tags: ['Enquiries'],
        summary: 'Send a message to the team; a receipt goes to the sender',
        body: enquiryBody,
        response: { 201: enquiryResponse, 400: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const receipt = await enquiries.submit(request.body, callerInfo(request))
      return reply
        .status(201)
        .send({ _id: receipt._id, message: `Enquiry received: ${receipt.reference}` })
    },
  )
}
