import { API_PREFIX, apiPlugin } from '@shop/api'
import { type Database, openDatabase } from '@shop/api/db/client'
import { errorEnvelope } from '@shop/contract'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storefrontRoutes } from './storefront-routes.ts'

/** The combined server's routing (server/index.ts): the API under /api/v1, the storefront after. */
describe('API and storefront on one server', () => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = openDatabase({ dataDir: null })
    await database.migrate()
    app = Fastify()
    await app.register(apiPlugin, { prefix: API_PREFIX, database, nodeEnv: 'production' })
    await app.register(storefrontRoutes, {
      handler: (_request, reply) =>
        reply.status(404).type('text/html').send('<h1>Page not found</h1>'),
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it.each([
    ['GET', '/api/v1/nope'],
    ['GET', '/api/v1/unknown/deeper/path?x=1'],
    ['POST', '/api/v1/nope'],
    ['DELETE', '/api/v1/products'],
    ['GET', '/api/v1/'],
  ] as const)('answers %s %s with the JSON 404 envelope, not a page', async (method, url) => {
    const answer = await app.inject({ method, url })
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(errorEnvelope.parse(answer.json())).toMatchObject({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
    })
  })

  it('still gives every other path to the storefront, and known API paths to the API', async () => {
    const page = await app.inject('/api-guide')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect((await app.inject('/zh/nope')).body).toContain('Page not found')
    expect((await app.inject('/api/v1/openapi.json')).json().openapi).toBe('3.1.0')
  })
})
