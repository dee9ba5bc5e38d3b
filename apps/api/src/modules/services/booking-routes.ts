import {
  bookConsultationBody,
  booking,
  bookingParams,
  bookingResponse,
  cancelBookingBody,
  errorEnvelope,
  idempotencyHeaders,
  isLocale,
  ORDER_LINK_HEADER,
  rescheduleBody,
} from '@shop/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AuthService } from '../identity/index.ts'
import { requireCaller } from '../identity/index.ts'
import type { OrderLifecycle } from '../orders/index.ts'
import type { BookingsService } from './bookings.ts'

const tags = ['Design services']
const security = [{ bearerAuth: [] }]
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
}
const storeParams = z.object({ id: z.string().min(1).max(64) })

/** An .ics answer that calendars and browsers save as a file. */
function calendarReply(reply: FastifyReply, ics: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', 'attachment; filename="consultation.ics"')
    .header('cache-control', 'private, no-store')
    .send(ics)
}

/** Booking a consultation and the caller's bookings (issue 17); guests and members alike. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  lifecycle: OrderLifecycle
  bookings: BookingsService
}> = async (app, { auth, lifecycle, bookings }) => {
  app.post(
    '/stores/:id/bookings',
    {
      schema: {
        tags,
        security,
        summary:
          'Book a consultation in a free slot and pay its deposit like an order; ONLINE answers the payment page',
        description:
          'Send an Idempotency-Key header: the same key and body answer the same booking; the same key with another body is refused (422).',
        params: storeParams,
        headers: idempotencyHeaders,
        body: bookConsultationBody,
        response: { 201: bookingResponse, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      const language = request.headers['x-store-locale']
      const account = isLocale(language) ? { ...caller.account, language } : caller.account
      const result = await lifecycle.book(
        account,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      )
      return reply.status(201).send(result)
    },
  )

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary: "The caller's consultations, latest first",
        response: { 200: z.object({ data: z.array(booking) }), ...errors },
      },
    },
    async (request) => bookings.mine((await requireCaller(request, auth)).account),
  )

  app.get(
    '/bookings/:id',
    {
      schema: { tags, security, params: bookingParams, response: { 200: booking, ...errors } },
    },
    async (request) =>
      bookings.one((await requireCaller(request, auth)).account, request.params.id),
  )

  app.get(
    '/bookings/:id/calendar',
    {
      schema: {
        tags,
        security,
        summary: "The consultation's calendar entry (.ics), the one its e-mails carry",
        params: bookingParams,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const ics = await bookings.calendar(
        (await requireCaller(request, auth)).account,
        request.params.id,
      )
      return calendarReply(reply, ics)
    },
  )

  app.put(
    '/bookings/:id/reschedule',
    {
      schema: {
        tags,
        security,
        summary: 'Move a booking to another free slot, until the change window closes',
        params: bookingParams,
        body: rescheduleBody,
        response: { 200: booking, ...errors },
      },
    },
    async (request) =>
      bookings.reschedule(
        (await requireCaller(request, auth)).account,
        request.params.id,
        request.body.starts_at,
      ),
  )

  app.put(
    '/bookings/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary:
          'Cancel a booking until the change window closes; a paid deposit goes to staff as a refund request',
        params: bookingParams,
        body: cancelBookingBody,
        response: { 200: booking, ...errors },
      },
    },
    async (request) =>
      bookings.cancel(
        (await requireCaller(request, auth)).account,
        request.params.id,
        request.body.reason,
      ),
  )

  // the private order link's booking (issue 14's link, opened on any device): token in a header
  const linkHeaders = z.object({ [ORDER_LINK_HEADER]: z.string().max(200).optional() })
  const linkNote = `The token of a private order link in the \`${ORDER_LINK_HEADER}\` header; a wrong or expired one answers 404 and repeated wrong ones from one IP wait (429).`
  const orderParams = z.object({ id: z.string().min(1).max(64) })

  app.get(
    '/orders/:id/booking/link',
    {
      schema: {
        tags,
        summary: 'The consultation of an order opened by its private link',
        description: linkNote,
        params: orderParams,
        headers: linkHeaders,
        response: { 200: booking, ...errors },
      },
    },
    async (request) =>
      bookings.byLink.one(request.params.id, request.headers[ORDER_LINK_HEADER], request.ip),
  )

  app.get(
    '/orders/:id/booking/calendar/link',
    {
      schema: {
        tags,
        summary:
          'The calendar entry (.ics) of the consultation of an order opened by its private link',
        description: linkNote,
        params: orderParams,
        headers: linkHeaders,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const token = request.headers[ORDER_LINK_HEADER] ?? ''
      const ics = await bookings.byLink.calendar(request.params.id, token, request.ip)
      return calendarReply(reply, ics)
    },
  )

  app.put(
    '/orders/:id/booking/reschedule/link',
    {
      schema: {
        tags,
        summary: 'Move the consultation of an order opened by its private link',
        description: linkNote,
        params: orderParams,
        headers: linkHeaders,
        body: rescheduleBody,
        response: { 200: booking, ...errors },
      },
    },
    async (request) =>
      bookings.byLink.reschedule(
        request.params.id,
        request.headers[ORDER_LINK_HEADER],
        request.ip,
        request.body.starts_at,
      ),
  )

  app.put(
    '/orders/:id/booking/cancel/link',
    {
      schema: {
        tags,
        summary: 'Cancel the consultation of an order opened by its private link',
        description: linkNote,
        params: orderParams,
        headers: linkHeaders,
        body: cancelBookingBody,
        response: { 200: booking, ...errors },
      },
    },
    async (request) =>
      bookings.byLink.cancel(
        request.params.id,
        request.headers[ORDER_LINK_HEADER],
        request.ip,
        request.body.reason,
      ),
  )
}
