import multipart from '@fastify/multipart'
import {
  adminImageOrderBody,
  adminImageParams,
  adminImagePatch,
  adminProductImage,
  adminProductImages,
  adminProductParams,
  errorEnvelope,
  MAX_UPLOAD_BYTES,
} from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { oneFile } from '../files/index.ts'
import type { StaffAuthService } from '../staff/index.ts'
import { requireStaff, backOfficeRoute as secured } from '../staff/index.ts'
import type { AdminImagesService } from './image-service.ts'

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope }
const writeErrors = { ...errors, 422: errorEnvelope }

/** A product's pictures (issue 27): `catalog.manage` for every change. */
export const adminImageRoutes: FastifyPluginAsyncZod<{
  staffAuth: StaffAuthService
  images: AdminImagesService
}> = async (app, { staffAuth, images }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  })

  app.post(
    '/admin/products/:id/images',
    {
      schema: {
        ...secured,
        summary: 'Add one picture to the product (multipart field `file`), as its last',
        description:
          'JPEG, PNG, WebP or HEIF of at most 8 MiB (413), re-encoded without its metadata before it is stored. Pictures over 50 megapixels, 20,000 pixels on a side or 25:1, or that do not decode within the time limit, are refused with 422 (IMAGE_TOO_LARGE, IMAGE_UNREADABLE) and nothing is kept.',
        consumes: ['multipart/form-data'],
        params: adminProductParams,
        response: {
          201: adminProductImage,
          ...writeErrors,
          413: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      const bytes = await oneFile(request)
      return reply.status(201).send(await images.upload(actor, request.params.id, bytes))
    },
  )

  app.post(
    '/admin/products/:id/images/order',
    {
      schema: {
        ...secured,
        summary: "Put the product's pictures in this order (every picture's id, first to last)",
        params: adminProductParams,
        body: adminImageOrderBody,
        response: { 200: adminProductImages, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return { data: await images.order(actor, request.params.id, request.body) }
    },
  )

  app.patch(
    '/admin/images/:id',
    {
      schema: {
        ...secured,
        summary: "A picture's alt text (zh ⇄ cn filled by OpenCC), colour, or place",
        params: adminImageParams,
        body: adminImagePatch,
        response: { 200: adminProductImage, ...writeErrors },
      },
    },
    async (request) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      return images.update(actor, request.params.id, request.body)
    },
  )

  app.delete(
    '/admin/images/:id',
    {
      schema: {
        ...secured,
        summary: 'Delete a picture; its file stays while an order still shows it',
        params: adminImageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await requireStaff(request, staffAuth, 'catalog.manage')
      await images.remove(actor, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
