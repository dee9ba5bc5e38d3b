import {
  errorEnvelope,
  likedPostsQuery,
  postCategoriesQuery,
  postCategoryList,
  postDetails,
  postFilterQuery,
  postLikeResponse,
  postList,
  postParams,
  postReview,
  postReviewBody,
  postReviewList,
  postReviewsQuery,
  relatedPostsQuery,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import type { RateLimiter } from '#api/lib/rate-limit.ts'
import type { AuthService } from '../identity/index.ts'
import { bearerToken, requireRegistered } from '../identity/index.ts'
import { postRepository } from './post-repository.ts'
import { type PageOf, postService } from './post-service.ts'

const tags = ['Posts']
const bearer = [{ bearerAuth: [] }]
const errors = { 400: errorEnvelope, 404: errorEnvelope }
const memberErrors = { ...errors, 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope }
const paged = <T>(request: FastifyRequest, { rows, page, perPage, total }: PageOf<T>) =>
  pagedResult(request, rows, { page, perPage, total })

/** `/posts/*` (spec §7 Posts). Liking and commenting need a registered member (spec §6). */
export const postRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  limiter: RateLimiter
}> = async (app, { auth, limiter }) => {
  const service = postService(postRepository(app.db), limiter)

  /** The signed-in caller when a valid token comes along; reading never requires one. */
  async function optionalAccountId(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request)
    const caller = token ? await auth.authenticate(token) : null
    return caller?.account.id ?? null
  }

  app.get(
    '/posts/category/all',
    {
      schema: {
        tags,
        summary: 'Blog categories, paged; ACTIVE only unless statuses says otherwise',
        querystring: postCategoriesQuery,
        response: { 200: postCategoryList, ...errors },
      },
    },
    async (request) => paged(request, await service.categories(request.query)),
  )

  app.get(
    '/posts/filter',
    {
      schema: {
        tags,
        summary: 'Published posts by categories (OR/AND) and keyword, sorted by the post list',
        querystring: postFilterQuery,
        response: { 200: postList, ...errors },
      },
    },
    async (request) => paged(request, await service.filter(request.query)),
  )

  app.get(
    '/posts/liked/all',
    {
      schema: {
        tags,
        summary: 'Posts the signed-in member likes, most recent first',
        security: bearer,
        querystring: likedPostsQuery,
        response: { 200: postList, ...memberErrors },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      const { page, per_page: perPage } = request.query
      return paged(request, await service.liked(caller.account.id, { page, perPage }))
    },
  )

  app.get(
    '/posts/related-posts-urls',
    {
      schema: {
        tags,
        summary: 'Posts sharing categories with a post',
        querystring: relatedPostsQuery,
        response: { 200: postList, ...errors },
      },
    },
    async (request) => {
      const { post_id: id, page, items_per_page: perPage } = request.query
      return paged(request, await service.related(id, { page, perPage }))
    },
  )

  app.get(
    '/posts/:id/details',
    {
      schema: {
        tags,
        summary: 'A published post with its body; is_liked for the caller',
        params: postParams,
        response: { 200: postDetails, ...errors },
      },
    },
    async (request) => service.details(request.params.id, await optionalAccountId(request)),
  )

  app.get(
    '/posts/:id/reviews',
    {
      schema: {
        tags,
        summary: "Members' comments on a post, oldest first",
        params: postParams,
        querystring: postReviewsQuery,
        response: { 200: postReviewList, ...errors },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      return paged(request, await service.reviews(request.params.id, { page, perPage }))
    },
  )

  app.post(
    '/posts/review',
    {
      schema: {
        tags,
        summary: 'Comment on a post (plain text, up to 1000 characters)',
        security: bearer,
        body: postReviewBody,
        response: { 201: postReview, ...memberErrors },
      },
    },
    async (request, reply) => {
      const caller = await requireRegistered(request, auth)
      return reply.status(201).send(await service.addReview(request.body, caller, request.ip))
    },
  )

  app.put(
    '/posts/:id/like',
    {
      schema: {
        tags,
        summary: 'Like the post, or unlike it when already liked',
        security: bearer,
        params: postParams,
        response: { 200: postLikeResponse, ...memberErrors },
      },
    },
    async (request) => {
      const caller = await requireRegistered(request, auth)
      return service.toggleLike(request.params.id, caller)
    },
  )
}
