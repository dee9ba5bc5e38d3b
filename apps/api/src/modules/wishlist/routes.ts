import {
  errorEnvelope,
  productList,
  storeParams,
  wishlistLiked,
  wishlistLikedQuery,
  wishlistQuery,
  wishlistToggleBody,
  wishlistToggleResponse,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { AuthService } from '../identity/index.ts'
import { bearerToken, pleaseSignIn, requireCaller } from '../identity/index.ts'
import type { WishlistService } from './service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope }
const security = [{ bearerAuth: [] }]

/** `/stores/{id}/wishlist/*`: the caller's own wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  wishlist: WishlistService
}> = async (app, { auth, wishlist }) => {
  const tags = ['Wishlist']
  app.get(
    '/stores/:id/wishlist/all',
    {
      schema: {
        tags,
        security,
        summary: 'Liked products, newest first, paged (3 per page by default)',
        params: storeParams,
        querystring: wishlistQuery,
        response: { 200: productList, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      const { page, per_page: perPage } = request.query
      const result = await wishlist.list(caller.account.id, request.params.id, { page, perPage })
      return pagedResult(request, result.rows, result)
    },
  )
  app.get(
    '/stores/:id/wishlist/liked',
    {
      schema: {
        tags,
        security,
        summary: 'Which of the given products the caller likes, and the wishlist size',
        params: storeParams,
        querystring: wishlistLikedQuery,
        response: { 200: wishlistLiked, ...errors },
      },
    },
    async (request) => {
      // the token is checked in the statement that reads the hearts (ADR 072)
      const token = bearerToken(request)
      if (!token) throw pleaseSignIn()
      return wishlist.likedOfToken(token, request.params.id, request.query.product_ids)
    },
  )
  app.post(
    '/stores/:id/wishlist/add-to-wishlist',
    {
      schema: {
        tags,
        security,
        summary: 'Like or unlike a product (toggle); answers the new state',
        params: storeParams,
        body: wishlistToggleBody,
        response: { 200: wishlistToggleResponse, ...errors },
      },
    },
    async (request) => {
      const caller = await requireCaller(request, auth)
      return wishlist.toggle(caller.account.id, request.params.id, request.body.product_id)
    },
  )
}
