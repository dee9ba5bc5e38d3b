import {
  adminModerationBody,
  adminModerationItem,
  adminModerationList,
  adminModerationParams,
  adminModerationQuery,
  errorEnvelope,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { AdminModerationService } from './moderation-service.ts'

const secured = backOfficeRoute
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/admin/moderation` (issue 15): blog comments and reviews; moderation.manage. */
export const adminModerationRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  moderation: AdminModerationService
}> = async (app, { staffAuth, moderation }) => {
  app.get(
    '/admin/moderation',
    {
      schema: {
        ...secured,
        summary: 'Blog comments (kind=comment) or product reviews (kind=review), newest first',
        querystring: adminModerationQuery,
        response: { 200: adminModerationList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'moderation.manage')
      const page = await moderation.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.put(
    '/admin/moderation/:kind/:id',
    {
      schema: {
        ...secured,
        summary: 'Hide (with a reason) or approve a comment or review',
        params: adminModerationParams,
        body: adminModerationBody,
        response: { 200: adminModerationItem, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'moderation.manage')
      const { kind, id } = request.params
      return moderation.moderate(actor, kind, id, request.body)
    },
  )
}
