import {
  adminVoucherOffer,
  adminVoucherOfferBody,
  adminVoucherOffers,
  adminVoucherOffersQuery,
  errorEnvelope,
  voucherOfferParams,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { backOfficeRoute, requireStaff } from '../staff/index.ts'
import type { AdminVoucherOffersService } from './admin-service.ts'

const secured = backOfficeRoute
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/admin/voucher-offers` (issue 16): vouchers.view to look, vouchers.manage to create and edit. */
export const adminVoucherOfferRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  offers: AdminVoucherOffersService
}> = async (app, { staffAuth, offers }) => {
  app.get(
    '/admin/voucher-offers',
    {
      schema: {
        ...secured,
        summary:
          'Voucher offers bought with points, newest first; status filters on the active flag',
        querystring: adminVoucherOffersQuery,
        response: { 200: adminVoucherOffers, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'vouchers.view')
      const page = await offers.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/voucher-offers/:id',
    {
      schema: {
        ...secured,
        summary: 'A voucher offer with its stock, redeemed count and active flag',
        params: voucherOfferParams,
        response: { 200: adminVoucherOffer, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'vouchers.view')
      return offers.details(request.params.id)
    },
  )

  app.post(
    '/admin/voucher-offers',
    {
      schema: {
        ...secured,
        summary: 'Create a voucher offer (texts in three languages, points price, stock, limits)',
        body: adminVoucherOfferBody,
        response: { 201: adminVoucherOffer, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'vouchers.manage')
      return reply.status(201).send(await offers.create(actor, request.body))
    },
  )

  app.put(
    '/admin/voucher-offers/:id',
    {
      schema: {
        ...secured,
        summary: 'Edit a voucher offer; the stock never goes below what was already redeemed (409)',
        params: voucherOfferParams,
        body: adminVoucherOfferBody,
        response: { 200: adminVoucherOffer, ...errors, 409: errorEnvelope },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'vouchers.manage')
      return offers.update(actor, request.params.id, request.body)
    },
  )
}
