import {
  adminDesigner,
  adminDesignerBody,
  adminDesignerPatch,
  adminDesigners,
  adminShowroom,
  adminShowroomBody,
  adminShowroomPatch,
  adminShowrooms,
  adminStudioParams,
  errorEnvelope,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminShowroomsService } from './admin-showrooms.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const changes = { ...errors, 409: errorEnvelope }

/**
 * Showrooms and designers themselves (ADR 054): staff with services.view see them, changes need
 * services.schedule like their hours.
 */
export const adminShowroomRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  people: AdminShowroomsService
}> = async (app, { staffAuth, people }) => {
  app.get(
    '/admin/showrooms',
    {
      schema: {
        ...secured,
        summary: 'Every showroom, open or closed, with its designers and future bookings',
        response: { 200: adminShowrooms, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      return people.showrooms()
    },
  )

  app.post(
    '/admin/showrooms',
    {
      schema: {
        ...secured,
        summary: 'Add a showroom; the footer, contact page and booking show it when active',
        body: adminShowroomBody,
        response: { 201: adminShowroom, ...changes },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      return reply.code(201).send(await people.createShowroom(actor, request.body))
    },
  )

  app.patch(
    '/admin/showrooms/:id',
    {
      schema: {
        ...secured,
        summary: 'Change a showroom; closing one with future bookings is refused (409)',
        params: adminStudioParams,
        body: adminShowroomPatch,
        response: { 200: adminShowroom, ...changes },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      return people.updateShowroom(actor, request.params.id, request.body)
    },
  )

  app.get(
    '/admin/designers',
    {
      schema: {
        ...secured,
        summary: 'Every designer, active or not, with their weekly spans and future bookings',
        response: { 200: adminDesigners, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      return people.designers()
    },
  )

  app.post(
    '/admin/designers',
    {
      schema: {
        ...secured,
        summary: 'Add a designer; slots are offered once their weekly hours are set',
        body: adminDesignerBody,
        response: { 201: adminDesigner, ...changes },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      return reply.code(201).send(await people.createDesigner(actor, request.body))
    },
  )

  app.patch(
    '/admin/designers/:id',
    {
      schema: {
        ...secured,
        summary: 'Change a designer; deactivating one with future bookings is refused (409)',
        params: adminStudioParams,
        body: adminDesignerPatch,
        response: { 200: adminDesigner, ...changes },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      return people.updateDesigner(actor, request.params.id, request.body)
    },
  )
}
