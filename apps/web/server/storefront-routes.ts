import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify'

/**
 * Every path the server does not serve otherwise goes to the React Router handler. Registered
 * after the API, whose own catch-all keeps any path under /api/v1 an API answer (a JSON 404 for
 * an unknown one), never a storefront page.
 */
export const storefrontRoutes: FastifyPluginAsync<{ handler: RouteHandlerMethod }> = async (
  web,
  { handler },
) => {
  // the storefront reads its own bodies (forms) through the Fetch API
  web.removeAllContentTypeParsers()
  web.addContentTypeParser('*', (_request, _payload, done) => done(null))
  web.all('/*', handler)
  web.all('/', handler)
}
