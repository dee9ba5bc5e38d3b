import {
  errorEnvelope,
  idempotencyHeaders,
  redeemedVoucher,
  redeemedVoucherParams,
  redeemedVouchers,
  redeemedVouchersQuery,
  redeemVoucherBody,
  redeemVoucherResponse,
  voucherOffer,
  voucherOfferParams,
  voucherOffers,
  vouchersQuery,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import type { AuthService } from '../identity/index.ts'
import { optionalCaller, requireRegistered } from '../identity/index.ts'
import type { VouchersService } from './service.ts'

const security = [{ bearerAuth: [] }]
const mine = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }

/** `/vouchers/*` (offers bought with points) and `/redeemed-vouchers/*` (the member's codes). */
export const voucherRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  vouchers: VouchersService
  limiter: RateLimiter
}> = async (app, { auth, vouchers, limiter }) => {
  const tags = ['Vouchers']
  app.get(
    '/vouchers/all',
    {
      schema: {
        tags,
        summary:
          'Vouchers on offer for points in the main store; sort is a key of the sorting list `slug`',
        description:
          'Signed-in callers see how many of each they redeemed (`redeemed_by_me`). An unknown sort key uses the list’s default.',
        querystring: vouchersQuery,
        response: { 200: voucherOffers, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const caller = await optionalCaller(request, auth)
      const page = await vouchers.list(caller?.account ?? null, request.query)
      return pagedResult(request, page.rows, page)
    },
  )
  app.get(
    '/vouchers/:id/details',
    {
      schema: {
        tags,
        summary: 'One voucher on offer (404 VOUCHER_NOT_FOUND when not on offer)',
        params: voucherOfferParams,
        response: { 200: voucherOffer, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const caller = await optionalCaller(request, auth)
      return vouchers.details(caller?.account ?? null, request.params.id)
    },
  )
  app.post(
    '/vouchers/redeem',
    {
      schema: {
        tags,
        security,
        summary: 'Buy `qty` vouchers with points: one code each (registered members only)',
        description:
          '409 VOUCHER_OFFER_EXPIRED, VOUCHER_SOLD_OUT or VOUCHER_LIMIT_REACHED; 422 NOT_ENOUGH_POINTS. Nothing changes on a refusal; the codes are e-mailed. Send an Idempotency-Key header: the same key and body answer the same result; the same key with another body is refused (422).',
        headers: idempotencyHeaders,
        body: redeemVoucherBody,
        response: {
          200: redeemVoucherResponse,
          ...mine,
          409: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      await limiter.check(LIMITS.redeemAccount, caller.account.id)
      return vouchers.redeem(caller.account, request.body, request.headers['idempotency-key'])
    },
  )
  app.get(
    '/redeemed-vouchers/all',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s vouchers bought with points, newest first (usable, used, expired)',
        querystring: redeemedVouchersQuery,
        response: { 200: redeemedVouchers, ...mine },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      const page = await vouchers.redeemed(caller.account, request.query)
      return pagedResult(request, page.rows, page)
    },
  )
  app.get(
    '/redeemed-vouchers/:discount_code_id/details',
    {
      schema: {
        tags,
        security,
        summary: 'One of the member’s vouchers: code, terms, valid until, the order it was used on',
        params: redeemedVoucherParams,
        response: { 200: redeemedVoucher, ...mine },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      return vouchers.redeemedDetails(caller.account, request.params.discount_code_id)
    },
  )
}
