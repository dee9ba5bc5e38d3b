import { randomUUID } from 'node:crypto'
import type { FastifyServerOptions } from 'fastify'
import { readEnv } from './env.ts'

/** JSON logs with a request id taken from `x-request-id` or generated (spec: Foundation). */
export function serverOptions(level: string = readEnv().logLevel): FastifyServerOptions {
  return {
    logger: { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustProxy(),
  }
}

/**
 * Which proxies may tell us the client's address (`x-forwarded-for`) and the public host and
 * scheme: `TRUST_PROXY` as Fastify takes it (`true`, or addresses and ranges such as
 * `loopback,10.0.0.0/8`), loopback by default. Trusting every sender would let any client pick
 * its own address and slip past the per-IP rate limits. The storefront, in the same process or on
 * the same host, reaches the API over loopback and passes the shopper's address on.
 */
export function trustProxy(value = readEnv().trustProxy): FastifyServerOptions['trustProxy'] {
  if (!value) return 'loopback'
  if (value === 'true') return true
  return value
}
