import { errorEnvelope, personalCounts, storeParams, wishlistLikedQuery } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '#api/db/client.ts'
import { sha256 } from '#api/lib/secrets.ts'
import { storeNotFound } from '../catalog/index.ts'
import { bearerToken, pleaseSignIn } from '../identity/index.ts'
import { personalRepository } from './repository.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope }

/**
 * `/stores/{id}/personal`: what a page shows of the caller alone (issue 31). The storefront asks
 * it once per page of a shopper with a session, for the header's counts and the cards' hearts.
 */
export const personalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/stores/:id/personal',
    {
      schema: {
        tags: ['Cart', 'Wishlist'],
        security: [{ bearerAuth: [] }],
        summary: 'Units in the cart, the wishlist size and which of the given products are liked',
        params: storeParams,
        querystring: wishlistLikedQuery,
        response: { 200: personalCounts, ...errors },
      },
    },
    async (request) => {
      // the token is checked in the statement that reads the figures (ADR 072)
      const token = bearerToken(request)
      if (!token) throw pleaseSignIn()
      const asked = request.query.product_ids
      const found = await personalRepository.ofToken(db, sha256(token), request.params.id, asked)
      if (!found) throw pleaseSignIn()
      if (!found.storeFound) throw storeNotFound()
      return {
        total_qty: found.cartUnits,
        // in the order asked, once each
        wishlist: {
          product_ids: [...new Set(asked)].filter((id) => found.liked.has(id)),
          total: found.likedTotal,
        },
      }
    },
  )
}
