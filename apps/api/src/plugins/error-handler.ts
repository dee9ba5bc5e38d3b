import type { ErrorEnvelope } from '@shop/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DomainError, TooManyRequestsError } from '../lib/errors.ts'

/**
 * One way for errors to leave the API: `{message, statusCode, code, errors?}`. Validation errors
 * and other 4xx pass through with their message; anything else is logged and masked.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorEnvelope
    if (error instanceof DomainError) {
      body = {
        message: error.message,
        statusCode: error.statusCode,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      }
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const where = error.validationContext ?? 'body'
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
        return {
          path: path ? `${where}.${path}` : where,
          message: issue.message ?? 'Invalid value',
        }
      })
      // one entry per field and message, however many rules reported it
      const unique = [...new Map(errors.map((e) => [`${e.path}\u0000${e.message}`, e])).values()]
      body = {
        message: `Invalid ${error.validationContext ?? 'request'}`,
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        errors: unique,
      }
    } else if (error.statusCode && error.statusCode < 500) {
      body = {
        message: error.message,
        statusCode: error.statusCode,
        code: error.code ?? 'BAD_REQUEST',
      }
    } else {
      request.log.error({ err: error }, 'unhandled error')
      body = { message: 'Internal Server Error', statusCode: 500, code: 'INTERNAL_SERVER_ERROR' }
    }
    if (body.statusCode >= 400 && body.statusCode < 500) request.log.info({ err: body }, 'rejected')
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
      reply.header('retry-after', String(error.retryAfterSeconds))
    }
    return reply.status(body.statusCode).send(body)
  })

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorEnvelope = {
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
    }
    return reply.status(404).send(body)
  })
  // Any path under the API's prefix is the API's, even when the host server has a catch-all of
  // its own (the storefront answers every other path with an HTML page)
  app.all('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound())
}
