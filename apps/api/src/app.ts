import path from 'node:path'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Database } from './db/client.ts'
import { readEnv } from './env.ts'
import { imageRoutes } from './modules/catalog/image-routes.ts'
import { catalogRoutes } from './modules/catalog/routes.ts'
import { configurationRoutes } from './modules/configuration/routes.ts'
import { registerErrorHandling } from './plugins/error-handler.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db']
    database: Database
  }
}

export const API_PREFIX = '/api/v1'

export type ApiOptions = {
  database: Database
  /** Where product pictures live; defaults to DATA_DIR/images. */
  imagesDir?: string
}

export const defaultImagesDir = () => path.join(readEnv().dataDir, 'images')

/**
 * The customer API as a plugin: register it under `/api/v1` in the combined server, or build it
 * alone with `buildApi` (tests, separate process). Encapsulated, so its error handler, parsers and
 * compilers do not touch the storefront.
 */
export async function apiPlugin(
  app: FastifyInstance,
  { database, imagesDir = defaultImagesDir() }: ApiOptions,
): Promise<void> {
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Maison Harbour customer API',
        description: 'REST API of the storefront: catalogue, cart, checkout, orders, content.',
        version: '1.0.0',
      },
      servers: [{ url: API_PREFIX }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: API_PREFIX, staticCSP: true })
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger())

  await app.register(configurationRoutes)
  await app.register(catalogRoutes)
  await app.register(imageRoutes, { imagesDir })
}

/** Liveness and readiness probes, mounted at the server root. */
export const healthRoutes = fp(async (app: FastifyInstance, { database }: ApiOptions) => {
  app.get('/healthz', { logLevel: 'warn' }, () => ({ status: 'ok' }))
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await database.ping()
      return { status: 'ready' }
    } catch {
      return reply.status(503).send({ status: 'unavailable' })
    }
  })
})

/** A standalone API server (tests inject into it; `server.ts` listens). */
export async function buildApi(
  database: Database,
  options: FastifyServerOptions = {},
  { imagesDir }: Pick<ApiOptions, 'imagesDir'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true, ...options })
  await app.register(healthRoutes, { database })
  await app.register(apiPlugin, { prefix: API_PREFIX, database, imagesDir })
  return app
}
