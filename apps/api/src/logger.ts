import { randomUUID } from 'node:crypto'
import type { FastifyServerOptions } from 'fastify'

/** JSON logs with a request id taken from `x-request-id` or generated (spec: Foundation). */
export function serverOptions(level = process.env.LOG_LEVEL || 'info'): FastifyServerOptions {
  return {
    logger: { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
  }
}
