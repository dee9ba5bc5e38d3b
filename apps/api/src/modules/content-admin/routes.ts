import {
  adminContentQuery,
  adminPage,
  adminPageBody,
  adminPageParams,
  adminPages,
  adminPageVersionParams,
  adminPost,
  adminPostBody,
  adminPostOptions,
  adminPostParams,
  adminPosts,
  adminPostVersionParams,
  contentVersions,
  contentVersionsQuery,
  errorEnvelope,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '../../lib/paging.ts'
import type { StaffAuthService } from '../staff/auth-service.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/require.ts'
import type { AdminPagesService } from './page-service.ts'
import type { AdminPostsService } from './post-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 409: errorEnvelope }

/**
 * `/admin/pages` and `/admin/posts` (issue 27, ADR 049): `content.view` to read them and their
 * versions, `content.manage` to save, publish, schedule and restore.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  pages: AdminPagesService
  posts: AdminPostsService
}> = async (app, { staffAuth, pages, posts }) => {
  app.get(
    '/admin/pages',
    {
      schema: {
        ...secured,
        summary: 'Content pages (about, FAQ, terms …) with the state of their newest version',
        querystring: adminContentQuery,
        response: { 200: adminPages, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      const page = await pages.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/pages/:slug',
    {
      schema: {
        ...secured,
        summary: "A content page's newest version, and which version the storefront shows",
        params: adminPageParams,
        response: { 200: adminPage, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      return pages.details(request.params.slug)
    },
  )

  app.put(
    '/admin/pages/:slug',
    {
      schema: {
        ...secured,
        summary: 'Save a content page as a new version: draft, scheduled or published',
        params: adminPageParams,
        body: adminPageBody,
        response: { 200: adminPage, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'content.manage')
      return pages.update(actor, request.params.slug, request.body)
    },
  )

  app.get(
    '/admin/pages/:slug/versions',
    {
      schema: {
        ...secured,
        summary: "A content page's versions, newest first, with who saved each",
        params: adminPageParams,
        querystring: contentVersionsQuery,
        response: { 200: contentVersions, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      const { page, per_page: perPage } = request.query
      const result = await pages.versions(request.params.slug, page, perPage)
      return pagedResult(request, result.rows, result)
    },
  )

  app.post(
    '/admin/pages/:slug/versions/:version/restore',
    {
      schema: {
        ...secured,
        summary: 'Bring an older version of a page back as a new version',
        params: adminPageVersionParams,
        response: { 200: adminPage, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'content.manage')
      return pages.restore(actor, request.params.slug, request.params.version)
    },
  )

  app.get(
    '/admin/posts',
    {
      schema: {
        ...secured,
        summary: 'Journal posts, last changed first; search titles and addresses, filter by state',
        querystring: adminContentQuery,
        response: { 200: adminPosts, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      const page = await posts.list(request.query)
      return pagedResult(request, page.rows, page)
    },
  )

  app.get(
    '/admin/posts/options',
    {
      schema: {
        ...secured,
        summary: "What a post's form offers: the journal's categories and the cover pictures",
        response: { 200: adminPostOptions, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      return posts.options()
    },
  )

  app.get(
    '/admin/posts/:id',
    {
      schema: {
        ...secured,
        summary: 'A journal post with its body, categories and state',
        params: adminPostParams,
        response: { 200: adminPost, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      return posts.details(request.params.id)
    },
  )

  app.post(
    '/admin/posts',
    {
      schema: {
        ...secured,
        summary: 'Write a journal post (its first version); an address in use answers 409',
        body: adminPostBody,
        response: { 201: adminPost, ...writeErrors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'content.manage')
      return reply.status(201).send(await posts.create(actor, request.body))
    },
  )

  app.put(
    '/admin/posts/:id',
    {
      schema: {
        ...secured,
        summary: 'Save a journal post as a new version: draft, scheduled or published',
        params: adminPostParams,
        body: adminPostBody,
        response: { 200: adminPost, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'content.manage')
      return posts.update(actor, request.params.id, request.body)
    },
  )

  app.get(
    '/admin/posts/:id/versions',
    {
      schema: {
        ...secured,
        summary: "A post's versions, newest first, with who saved each",
        params: adminPostParams,
        querystring: contentVersionsQuery,
        response: { 200: contentVersions, ...errors },
      },
    },
    async (request) => {
      await requireStaff(request, staffAuth, 'content.view')
      const { page, per_page: perPage } = request.query
      const result = await posts.versions(request.params.id, page, perPage)
      return pagedResult(request, result.rows, result)
    },
  )

  app.post(
    '/admin/posts/:id/versions/:version/restore',
    {
      schema: {
        ...secured,
        summary: 'Bring an older version of a post back as a new version',
        params: adminPostVersionParams,
        response: { 200: adminPost, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'content.manage')
      return posts.restore(actor, request.params.id, request.params.version)
    },
  )
}
