import multipart from '@fastify/multipart'
import {
  adminContentQuery,
  adminCoverUpload,
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
  MAX_UPLOAD_BYTES,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pagedResult } from '#api/lib/paging.ts'
import { oneFile } from '../files/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminPagesService } from './page-service.ts'
import type { AdminPostsService } from './post-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 409: errorEnvelope }
const uploadErrors = { ...errors, 413: errorEnvelope, 415: errorEnvelope, 422: errorEnvelope }

/**
 * `/admin/pages` and `/admin/posts` (issue 27, ADR 049): `content.view` to read them and their
 * versions, `content.manage` to save, publish, schedule and restore.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  pages: AdminPagesService
  posts: AdminPostsService
}> = async (app, { staffAuth, pages, posts }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 },
  })

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

  app.post(
    '/admin/posts/covers',
    {
      schema: {
        ...secured,
        summary: 'Upload a cover picture (multipart `file`); a post names the answered `file`',
        description:
          'JPEG, PNG, WebP or HEIF of at most 8 MiB (413), re-encoded without its metadata before it is stored. Other files answer 415 (FILE_TYPE_NOT_ALLOWED); pictures over 50 megapixels, 20,000 pixels on a side or 25:1, or that do not decode within the time limit, 422 (IMAGE_TOO_LARGE, IMAGE_UNREADABLE), and nothing is kept.',
        consumes: ['multipart/form-data'],
        response: { 201: adminCoverUpload, ...uploadErrors },
      },
    },
    async (request, reply) => {
      await requireStaff(request, staffAuth, 'content.manage')
      return reply.status(201).send(await posts.uploadCover(await oneFile(request)))
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
