import {
  adminBooking,
  adminBookingCancelBody,
  adminBookingList,
  adminBookingMoveBody,
  adminBookingParams,
  adminBookingsQuery,
  adminClosure,
  adminClosureBody,
  adminClosureParams,
  adminStudio,
  adminStudioHoursBody,
  adminStudioQuery,
  errorEnvelope,
  openingSpan,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminBookingsService } from './admin-bookings.ts'
import type { AdminStudioService } from './admin-studio.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const changes = { ...errors, 409: errorEnvelope }

/**
 * Consultations in the back office (issue 17): the calendar (services.view), moving, cancelling
 * and completing a booking (services.manage), the studio's hours and closures (services.schedule).
 */
export const adminStudioRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  bookings: AdminBookingsService
  studio: AdminStudioService
}> = async (app, { staffAuth, bookings, studio }) => {
  app.get(
    '/admin/bookings',
    {
      schema: {
        ...secured,
        summary: 'Consultation bookings starting in a range of Hong Kong days, earliest first',
        querystring: adminBookingsQuery,
        response: { 200: adminBookingList, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      return bookings.calendar(request.query)
    },
  )

  app.get(
    '/admin/bookings/:id',
    {
      schema: {
        ...secured,
        summary: 'A booking with the customer, the place and the payment',
        params: adminBookingParams,
        response: { 200: adminBooking, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      return bookings.one(request.params.id)
    },
  )

  app.put(
    '/admin/bookings/:id/move',
    {
      schema: {
        ...secured,
        summary: 'Move a booking to a free slot (of a designer if named); the customer is e-mailed',
        params: adminBookingParams,
        body: adminBookingMoveBody,
        response: { 200: adminBooking, ...changes },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'services.manage')
      return bookings.move(actor, request.params.id, request.body)
    },
  )

  app.put(
    '/admin/bookings/:id/cancel',
    {
      schema: {
        ...secured,
        summary:
          'Cancel a booking with a reason; the customer is told, a paid deposit goes up for refund',
        params: adminBookingParams,
        body: adminBookingCancelBody,
        response: { 200: adminBooking, ...changes },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'services.manage')
      return bookings.cancel(actor, request.params.id, request.body.reason)
    },
  )

  app.put(
    '/admin/bookings/:id/complete',
    {
      schema: {
        ...secured,
        summary: 'Mark a consultation done after it took place',
        params: adminBookingParams,
        response: { 200: adminBooking, ...changes },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'services.manage')
      return bookings.complete(actor, request.params.id)
    },
  )

  app.get(
    '/admin/studio',
    {
      schema: {
        ...secured,
        summary: 'Showrooms and designers with their weekly hours, and closures in a range',
        querystring: adminStudioQuery,
        response: { 200: adminStudio, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'services.view')
      return studio.overview(request.query)
    },
  )

  app.put(
    '/admin/studio/hours',
    {
      schema: {
        ...secured,
        summary: 'Replace the weekly hours of one showroom or designer (Hong Kong time)',
        body: adminStudioHoursBody,
        response: { 200: z.object({ hours: z.array(openingSpan) }), ...errors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      return { hours: await studio.setHours(actor, request.body) }
    },
  )

  app.post(
    '/admin/studio/closures',
    {
      schema: {
        ...secured,
        summary: 'Close the studio, a showroom or a designer on some days',
        body: adminClosureBody,
        response: { 201: adminClosure, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      return reply.status(201).send(await studio.addClosure(actor, request.body))
    },
  )

  app.delete(
    '/admin/studio/closures/:id',
    {
      schema: {
        ...secured,
        summary: 'Remove a closure (its days take bookings again)',
        params: adminClosureParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'services.schedule')
      await studio.removeClosure(actor, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
