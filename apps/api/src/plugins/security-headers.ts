import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** Features no page of the shop uses; a script injected into one cannot ask for them either. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'

/** Two years, subdomains included (what the HSTS preload list asks for). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/** A CSP header value from its directives, each `[name, ...sources]`. */
export function cspHeader(directives: (string | false)[][]): string {
  return directives
    .map((directive) => directive.filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ')
}

/**
 * The CSP of the API's own HTML pages (the test gateway's hosted page): no script at all, its one
 * inline style sheet, and forms that post to the page itself, which then sends the browser back
 * to the shop (`formOrigins`, the allowed return origins: form-action also covers that redirect).
 */
export function apiPageCsp(formOrigins: string[]): string {
  return cspHeader([
    ["default-src 'none'"],
    ["style-src 'unsafe-inline'"],
    ["img-src 'self' data:"],
    ["form-action 'self'", ...formOrigins],
    ["frame-ancestors 'none'"],
    ["base-uri 'none'"],
  ])
}

/** Over HTTPS: TLS here, or `x-forwarded-proto` from a trusted proxy (TRUST_PROXY). */
export const servedOverHttps = (request: FastifyRequest) => request.protocol === 'https'

function setCommonHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff')
  reply.header('referrer-policy', 'strict-origin-when-cross-origin')
  reply.header('permissions-policy', PERMISSIONS_POLICY)
  // browsers ignore HSTS over plain HTTP; sending it only over HTTPS keeps `npm start` on
  // http://localhost from being pinned to a scheme it does not serve
  if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS)
}

/**
 * Headers every response of the server carries (storefront, API, static files). Each kind of HTML
 * page brings its own Content-Security-Policy: the storefront's has a per-request nonce
 * (`apps/web/app/entry.server.tsx`), the API's pages `apiPageCsp`, the API reference Swagger UI's.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => setCommonHeaders(request, reply))
  },
  { name: 'security-headers' },
)
