import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { seededDatabase, testDatabases } from '../test/databases.ts'
import { buildApi } from './app.ts'
import type { Database } from './db/client.ts'
import { ConflictError } from './lib/errors.ts'
import { registerErrorHandling } from './plugins/error-handler.ts'

const first = testDatabases[0]
if (!first) throw new Error('no test database')

describe('API conventions', () => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await seededDatabase(first)
    app = await buildApi(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('publishes an OpenAPI 3.1 document describing every route', async () => {
    const response = await app.inject('/api/v1/openapi.json')
    expect(response.statusCode).toBe(200)
    const document = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
      .parse(response.json())
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/configuration/latest',
        '/configuration/slug/customer-locales',
        '/configuration/slug/{slug}/sorting-list',
      ]),
    )
  })

  it('serves the interactive API reference', async () => {
    const response = await app.inject('/api/v1/docs')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('/api/v1/docs/static/swagger-ui-bundle.js')
    expect((await app.inject('/api/v1/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200)
  })
})

describe('error envelope', () => {
  const app = Fastify({ logger: false })
  registerErrorHandling(app)
  app.get('/test/conflict', () => {
    throw new ConflictError('Order cannot be cancelled once paid', 'ORDER_STATE')
  })
  app.get('/test/crash', () => {
    throw new Error('secret database detail')
  })

  it('maps a domain error to its status and code', async () => {
    const response = await app.inject('/test/conflict')
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'Order cannot be cancelled once paid',
      statusCode: 409,
      code: 'ORDER_STATE',
    })
  })

  it('masks unexpected errors as a 500 without internals', async () => {
    const response = await app.inject('/test/crash')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      message: 'Internal Server Error',
      statusCode: 500,
      code: 'INTERNAL_SERVER_ERROR',
    })
    expect(response.body).not.toContain('secret')
  })
})
