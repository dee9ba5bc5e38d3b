import {
  errorEnvelope,
  synonymGroup,
  synonymGroupBody,
  synonymGroupList,
  synonymGroupParams,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { SearchSynonymsService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/**
 * `/admin/search-synonyms` (issue 27): `catalog.view` to see the groups, `catalog.manage` to add,
 * change and delete them.
 */
export const adminSynonymRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  synonyms: SearchSynonymsService
}> = async (app, { staffAuth, synonyms }) => {
  app.get(
    '/admin/search-synonyms',
    {
      schema: {
        ...secured,
        summary: 'Search synonym groups of the shop, as search folds them',
        response: { 200: synonymGroupList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'catalog.view')
      return { data: await synonyms.list() }
    },
  )

  app.post(
    '/admin/search-synonyms',
    {
      schema: {
        ...secured,
        summary:
          'Add a group of words a shopper may use for the same thing; search follows at once',
        body: synonymGroupBody,
        response: { 201: synonymGroup, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return reply.status(201).send(await synonyms.create(actor, request.body.terms))
    },
  )

  app.put(
    '/admin/search-synonyms/:groupId',
    {
      schema: {
        ...secured,
        summary: 'Change the words of a synonym group',
        params: synonymGroupParams,
        body: synonymGroupBody,
        response: { 200: synonymGroup, ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return synonyms.update(actor, request.params.groupId, request.body.terms)
    },
  )

  app.delete(
    '/admin/search-synonyms/:groupId',
    {
      schema: {
        ...secured,
        summary: 'Delete a synonym group',
        params: synonymGroupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      await synonyms.remove(actor, request.params.groupId)
      return reply.status(204).send(null)
    },
  )
}
