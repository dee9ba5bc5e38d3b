import {
  addToCartBody,
  addToCartResponse,
  cart,
  cartBody,
  cartCountResponse,
  cartParams,
  cartRelatedQuery,
  clearCartResponse,
  courierList,
  couriersQuery,
  errorEnvelope,
  productList,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { AuthService } from '../identity/index.ts'
import { bearerToken, pleaseSignIn, requireCaller } from '../identity/index.ts'
import type { CartService } from './service.ts'

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
}
const security = [{ bearerAuth: [] }]

/** `/stores/{id}/shopping-cart/*`: the caller's own cart (guests have a temporary account). */
export const cartRoutes: FastifyPluginAsyncZod<{ auth: AuthService; carts: CartService }> = async (
  app,
  { auth, carts },
) => {
  const tags = ['Cart']
  const base = '/stores/:id/shopping-cart'

  app.post(
    `${base}/all`,
    {
      schema: {
        tags,
        security,
        summary: 'The cart with totals over the selected variants, voucher and delivery',
        params: cartParams,
        body: cartBody,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => {
      // the token is checked in the statement that reads the lines (ADR 072)
      const token = bearerToken(request)
      if (!token) throw pleaseSignIn()
      return carts.view(token, request.params.id, request.body, request.ip)
    },
  )

  app.get(
    `${base}/count`,
    {
      schema: {
        tags,
        security,
        summary: 'Units in the cart (the header badge), without pricing it',
        params: cartParams,
        response: { 200: cartCountResponse, ...errors },
      },
    },
    async (request) => {
      // the token is checked in the count's own statement (ADR 072)
      const token = bearerToken(request)
      if (!token) throw pleaseSignIn()
      return carts.count(token, request.params.id)
    },
  )

  app.post(
    `${base}/add-to-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Change a line by qty (negative reduces; 0 removes the line)',
        params: cartParams,
        body: addToCartBody,
        response: { 200: addToCartResponse, ...errors },
      },
    },
    async (request) => {
      // the token is checked in the change's own statement (ADR 072)
      const token = bearerToken(request)
      if (!token) throw pleaseSignIn()
      return carts.add(token, request.params.id, request.body)
    },
  )

  app.delete(
    `${base}/clear-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Empty the cart',
        params: cartParams,
        response: { 200: clearCartResponse, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return carts.clear(caller.account.id, request.params.id)
    },
  )

  app.get(
    `${base}/couriers`,
    {
      schema: {
        tags,
        summary: 'Couriers delivering to a country, with fee and free-delivery threshold',
        params: cartParams,
        querystring: couriersQuery,
        response: { 200: courierList, ...errors },
      },
    },
    async (request) => ({
      data: await carts.couriers(request.params.id, request.query.country_code),
    }),
  )

  app.get(
    `${base}/related-products-urls`,
    {
      schema: {
        tags,
        security,
        summary: 'Products related to what is in the cart',
        params: cartParams,
        querystring: cartRelatedQuery,
        response: { 200: productList, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      const { page, per_page: perPage } = request.query
      const result = await carts.related(caller.account.id, request.params.id, { page, perPage })
      return pagedResult(request, result.rows, result)
    },
  )
}
