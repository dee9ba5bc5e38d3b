import multipart from '@fastify/multipart'
import {
  errorEnvelope,
  fileBytes,
  fileParams,
  MAX_UPLOAD_BYTES,
  staffCan,
  uploadQuery,
  uploadResponse,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import type { AuthService } from '../identity/index.ts'
import { bearerToken, optionalCaller, requireCaller } from '../identity/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { oneFile } from './multipart.ts'
import type { FilesService } from './service.ts'

/** `POST /files` and `GET /files/{name}` (spec §7 File upload, ADR 015). */
export const fileRoutes: FastifyPluginAsyncZod<{
  auth: AuthService
  staffAuth: StaffAuthService
  files: FilesService
  limiter: RateLimiter
}> = async (app, { auth, staffAuth, files, limiter }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  })

  app.post(
    '/files',
    {
      schema: {
        tags: ['Files'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload one image or PDF (multipart field `file`); images are re-encoded',
        description:
          'Checked by content: JPEG, PNG, WebP (AVIF/HEIF become WebP) or PDF, at most 8 MiB (413); SVG and anything else is refused (415). Pictures over 50 megapixels, 20,000 pixels on a side or 25:1, and pictures that do not decode within the time limit, are refused with 422 (IMAGE_TOO_LARGE, IMAGE_UNREADABLE); 429 past 30 uploads an account or 60 an address in 10 minutes. `purpose` decides who may read it back: payment_proof and refund are private to the owner and staff, review is public.',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: {
          201: uploadResponse,
          400: errorEnvelope,
          401: errorEnvelope,
          413: errorEnvelope,
          415: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request, auth)
      await limiter.check(LIMITS.uploadIp, limiter.ip(request))
      await limiter.check(LIMITS.uploadAccount, caller.account.id)
      const bytes = await oneFile(request)
      const data = await files.upload(caller.account.id, request.query.purpose, bytes)
      return reply.status(201).send({ data })
    },
  )

  app.get(
    '/files/:name',
    {
      schema: {
        tags: ['Files'],
        security: [{ bearerAuth: [] }, {}],
        summary: 'An uploaded file; payment proofs and refund files need the owner or staff token',
        params: fileParams,
        response: { 200: fileBytes, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      // a back-office token reads payment proofs and refund evidence of every order
      const token = bearerToken(request)
      const staff = token ? await staffAuth.authenticate(token) : null
      const caller = staff ? null : await optionalCaller(request, auth)
      const file = await files.read(
        request.params.name,
        caller?.account ?? null,
        staff !== null && staffCan(staff.role, 'orders.view'),
      )
      return reply
        .header(
          'Cache-Control',
          file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type(file.contentType)
        .send(file.bytes)
    },
  )
}
