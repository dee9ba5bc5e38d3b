import type { FastifyInstance, InjectOptions } from 'fastify'
import { type ApiFetch, headerRecord } from './request-handler.ts'

/** JSON arrives as a string; uploads (multipart, already encoded) as bytes. */
function payloadOf(body: BodyInit): string | Buffer {
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  if (body instanceof ArrayBuffer) return Buffer.from(body)
  throw new Error('injectApiFetch sends strings or bytes only')
}

/** In-process API calls: no socket, same request semantics (the default single-process mode). */
export function injectApiFetch(app: FastifyInstance, prefix: string): ApiFetch {
  return async (path, init = {}) => {
    const headers = headerRecord(init.headers)
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `${prefix}${path}`,
      headers,
      ...(init.body !== undefined && init.body !== null ? { payload: payloadOf(init.body) } : {}),
    })
    const noBody = response.statusCode === 204 || response.statusCode === 304
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue
      if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v)
      else responseHeaders.set(name, String(value))
    }
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    })
  }
}

/** API in another process: the storefront calls API_URL (e.g. http://localhost:4000/api/v1). */
export function httpApiFetch(baseUrl: string): ApiFetch {
  const base = baseUrl.replace(/\/$/, '')
  return (path, init) => fetch(`${base}${path}`, init)
}
