import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { LOCALES } from '@shop/contract/client'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { KeptMarkupContext } from './components/kept-markup.tsx'
import { isAdminPath } from './lib/admin-path.ts'
import { ANONYMOUS_PAGE_HEADER, isAnonymousRoute } from './lib/anonymous-pages.server.ts'
import { getConfiguration } from './lib/api.server.ts'
import { loadCatalogue } from './lib/catalogues.ts'
import { newNonce, storefrontCsp } from './lib/content-security-policy.server.ts'
import { headWithoutModulePreloads } from './lib/head-without-module-preloads.server.ts'
import { keepMarkup } from './lib/kept-markup.server.tsx'
import { withMatchedRoutes } from './lib/matched-routes.server.ts'
import { NonceProvider } from './lib/nonce.tsx'

/** Default React Router Node entry; see the export at the end for the server. */
export const streamTimeout = 5_000

// every page is rendered with its language's interface texts (lib/catalogues.ts)
await Promise.all(LOCALES.map(loadCatalogue))

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // every page gets a fresh nonce for its inline scripts (ours, React's and React Router's); the
  // configuration was already fetched by the root loader (memoised), a failure leaves 'self' only
  const nonce = newNonce()
  // back-office pages take no payment and load no storefront configuration; never indexed
  const admin = isAdminPath(new URL(request.url).pathname)
  if (admin) responseHeaders.set('X-Robots-Tag', 'noindex, nofollow')
  const payments = admin
    ? null
    : await getConfiguration(loadContext)
        .then((config) => config.payments)
        .catch(() => null)
  const csp = storefrontCsp({
    nonce,
    https: new URL(request.url).protocol === 'https:',
    paymentProvider: payments?.provider,
  })
  // the development server's own scripts (Vite) carry no nonce: report there, enforce in builds
  const cspName = import.meta.env.DEV
    ? 'Content-Security-Policy-Report-Only'
    : 'Content-Security-Policy'
  responseHeaders.set(cspName, csp)
  // the server may keep this page for other visitors without an account (ADR 035)
  if (isAnonymousRoute(routerContext)) responseHeaders.set(ANONYMOUS_PAGE_HEADER, '1')

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    })
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* kept markup in builds only: the development server draws every part, edits show */}
        <KeptMarkupContext.Provider value={import.meta.env.DEV ? null : keepMarkup}>
          <ServerRouter
            context={withMatchedRoutes(routerContext)}
            url={request.url}
            nonce={nonce}
          />
        </KeptMarkupContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          const stream = createReadableStreamFromReadable(body)

          responseHeaders.set('Content-Type', 'text/html')

          pipe(headWithoutModulePreloads()).pipe(body)

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            console.error(error)
          }
        },
      },
    )
  })
}

// what the server's anonymous-visitor page cache asks of the storefront (server/page-cache.ts)
export { anonymousPages } from './lib/anonymous-pages.server.ts'
// The server builds each request's context with the build's own copy of the context keys.
export { createLoadContext } from './lib/context.ts'
