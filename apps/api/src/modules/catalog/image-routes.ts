import { errorEnvelope, imageBytes, imageParams, imageQuery } from '@shop/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { imageStore } from './image-store.ts'

/** `GET /images/{file}?width=&height=`: product pictures, resized and in the best format. */
export const imageRoutes: FastifyPluginAsyncZod<{
  imagesDir: string
  maxCacheBytes?: number | undefined
}> = async (app, { imagesDir, maxCacheBytes }) => {
  const store = imageStore(imagesDir, maxCacheBytes ? { maxCacheBytes } : {})
  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['Catalogue'],
        summary: 'A picture, fitted inside width × height; AVIF or WebP when accepted',
        description:
          'Sizes snap up to the next of a fixed set (widths 96 … 2400, heights 36 … 2400), so each picture has a bounded number of variants.',
        params: imageParams,
        querystring: imageQuery,
        response: {
          200: imageBytes,
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { bytes, type } = await store.get({
        file: request.params.file,
        ...request.query,
        accept: request.headers.accept,
      })
      // file names never change content (a new picture gets a new name), so cache for a year
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .type(type)
        .send(bytes)
    },
  )
}
