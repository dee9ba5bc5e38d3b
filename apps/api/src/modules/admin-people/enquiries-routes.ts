import {
  adminEnquiriesQuery,
  adminEnquiryDetails,
  adminEnquiryList,
  adminEnquiryParams,
  adminEnquiryReplyBody,
  adminEnquiryUpdateBody,
  errorEnvelope,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { AdminEnquiriesService } from './enquiries-service.ts'

const secured = backOfficeRoute
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/admin/enquiries` (issue 15): the inbox; every route needs enquiries.handle. */
export const adminEnquiryRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  enquiries: AdminEnquiriesService
}> = async (app, { staffAuth, enquiries }) => {
  app.get(
    '/admin/enquiries',
    {
      schema: {
        ...secured,
        summary: 'Enquiries, newest first, by status (new, replied, closed)',
        querystring: adminEnquiriesQuery,
        response: { 200: adminEnquiryList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'enquiries.handle')
      const page = await enquiries.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/enquiries/:id',
    {
      schema: {
        ...secured,
        summary: 'An enquiry with its thread of replies and who wrote them',
        params: adminEnquiryParams,
        response: { 200: adminEnquiryDetails, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'enquiries.handle')
      return enquiries.details(request.params.id)
    },
  )

  app.post(
    '/admin/enquiries/:id/replies',
    {
      schema: {
        ...secured,
        summary: 'Reply: kept in the thread and sent to the enquirer (e-mail, or SMS)',
        params: adminEnquiryParams,
        body: adminEnquiryReplyBody,
        response: { 201: adminEnquiryDetails, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'enquiries.handle')
      const answer = await enquiries.reply(actor, request.params.id, request.body.body)
      return reply.status(201).send(answer)
    },
  )

  app.put(
    '/admin/enquiries/:id',
    {
      schema: {
        ...secured,
        summary: 'Close an enquiry, or open it again',
        params: adminEnquiryParams,
        body: adminEnquiryUpdateBody,
        response: { 200: adminEnquiryDetails, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'enquiries.handle')
      return enquiries.setStatus(actor, request.params.id, request.body.status)
    },
  )
}
