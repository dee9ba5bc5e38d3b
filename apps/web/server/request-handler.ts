import { Readable } from 'node:stream'
import type { responseCache } from '@shop/api/lib/response-cache'
import type { SharedAnswers } from '@shop/api/lib/shared-answers'
import { splitLocalePath } from '@shop/contract/client'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { RouteObject, RouterContextProvider, ServerBuild } from 'react-router'
import { createRequestHandler, matchRoutes } from 'react-router'
import { type AnonymousPages, type PageCache, pageToKeep, sendCachedPage } from './page-cache.ts'

/** Turns a Fastify request into a Fetch API Request for React Router. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`
  const url = new URL(request.url, origin)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, String(value))
  }
  // the shopper's address as this server sees it, for the API's per-IP limits (see clientIpHeaders)
  headers.set('x-forwarded-for', request.ip)
  // a mail program's one-click unsubscribe (RFC 8058, ADR 063) is posted from its own servers to
  // the `List-Unsubscribe` address, `/newsletter?unsubscribe=…`: the link's token is the whole
  // authority, so the same-site checks (ours and React Router's) must not turn it away
  if (isOneClickAddress(request.method, url)) headers.delete('origin')
  const controller = new AbortController()
  reply.raw.on('close', () => controller.abort())
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

/** A post to `/newsletter?unsubscribe=…` in any language: the `List-Unsubscribe` address. */
export function isOneClickAddress(method: string, url: URL): boolean {
  return (
    method === 'POST' &&
    splitLocalePath(url.pathname).path === '/newsletter' &&
    url.searchParams.has('unsubscribe')
  )
}

/**
 * Request headers as a record with lower-case names. A record of our own loaders (the usual case)
 * is copied as it is, without the round trip through `Headers` (issue 31: every API call).
 */
export function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {}
  if (headers instanceof Headers || Array.isArray(headers))
    return Object.fromEntries(new Headers(headers))
  const record: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) record[name.toLowerCase()] = value
  return record
}

/** Sends a Fetch API Response through Fastify (keeps every Set-Cookie). */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status)
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === ANONYMOUS_MARKER) continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
  if (!response.body) return reply.send()
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * Actions read their body with `request.formData()`, which throws on anything but a readable
 * form, and React Router answers a throwing action with 500. A body of another type (415) or a
 * form that cannot be read (400) is refused here, before any action runs.
 */
export async function refusedBody(request: Request): Promise<number | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return 415
  try {
    await request.clone().formData()
    return null
  } catch {
    return 400
  }
}

type BuildWithContext = ServerBuild & {
  entry: {
    module: {
      createLoadContext?: (
        apiFetch: ApiFetch,
        shared?: SharedAnswers,
        publicAnswers?: PublicAnswers | null,
      ) => RouterContextProvider
      anonymousPages?: AnonymousPages
    }
  }
}

/** The route's mark of an anonymous page (entry.server.tsx), never sent to the browser. */
const ANONYMOUS_MARKER = 'x-anonymous-page'
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>
type PublicAnswers = ReturnType<typeof responseCache<unknown>>

/**
 * A Fastify handler that renders the storefront; loaders reach the API through `apiFetch`.
 * `createHandler` must come from the same copy of react-router as the build: the handler checks
 * the load context with `instanceof RouterContextProvider`, and under Vite the app gets
 * react-router's development build while this file, loaded by Node, gets the production one.
 */
export function reactRouterHandler(
  getBuild: ServerBuild | (() => Promise<ServerBuild>),
  apiFetch: ApiFetch,
  mode: string,
  sharedAnswers?: SharedAnswers,
  pages?: PageCache,
  publicAnswers?: PublicAnswers,
  createHandler: typeof createRequestHandler = createRequestHandler,
) {
  // a function is asked again on every request and the handler then ranks every route again
  // (about 3 ms of CPU a rendered page, issue 31): production passes the build itself
  const handle = createHandler(getBuild, mode)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const build = (typeof getBuild === 'function' ? await getBuild() : getBuild) as BuildWithContext
    const createLoadContext = build.entry.module.createLoadContext
    if (!createLoadContext) throw new Error('entry.server must export createLoadContext')
    // every API call made for this shopper carries their address, for the API's per-IP limits
    const shopperFetch: ApiFetch = (path, init = {}) => {
      const headers = headerRecord(init.headers)
      headers['x-forwarded-for'] ??= request.ip
      return apiFetch(path, { ...init, headers })
    }
    const webRequest = toWebRequest(request, reply)
    const refused = await refusedBody(webRequest)
    if (refused) return reply.status(refused).type('text/plain').send('Bad request')
    const render = () =>
      handle(webRequest, createLoadContext(shopperFetch, sharedAnswers, publicAnswers))
    const anonymous = build.entry.module.anonymousPages
    const visitor =
      pages && anonymous && isDocumentGet(request)
        ? await anonymous.anonymousVisitor(webRequest)
        : null
    if (!pages || !anonymous || !visitor) return sendWebResponse(reply, await render())

    // ADR 035: a visitor without an account gets the page kept for their address and variant;
    // ADR 057: so does a shopper with a session whose script fills in their own header and hearts
    const key = `${webRequest.url} ${visitor.variant}`
    const waiting = pages.rendering(key)
    const kept = pages.get(key) ?? (waiting ? await waiting : null)
    if (kept) return sendCachedPage(reply, kept, anonymous, visitor.newVisitor)
    // on a miss, a shopper with a session renders a shared page for nobody, never another page:
    // that is theirs, rendered once (a verification link's loader must act once)
    if (visitor.personal && !sharedRoute(build, new URL(webRequest.url).pathname)) {
      return sendWebResponse(reply, await render())
    }
    const shared = visitor.personal ? anonymous.withoutSession(webRequest) : webRequest
    const { page, response } = await pages.render(key, async () => {
      const response = await handle(
        shared,
        createLoadContext(shopperFetch, sharedAnswers, publicAnswers),
      )
      if (response.status !== 200 || !response.headers.has(ANONYMOUS_MARKER)) {
        return { page: null, answer: { page: null, response } }
      }
      const html = await response.text()
      const page = await pageToKeep(response, html, anonymous)
      return { page, answer: { page, response: new Response(html, response) } }
    })
    if (!visitor.personal) return sendWebResponse(reply, response)
    // the render without the session set a visitor cookie that is not this shopper's: never sent
    if (page) return sendCachedPage(reply, page, anonymous, false)
    return sendWebResponse(reply, await render())
  }
}

const routeTrees = new WeakMap<ServerBuild, RouteObject[]>()
const sharedByPath = new WeakMap<ServerBuild, Map<string, boolean>>()

/**
 * Whether the page at `pathname` is one its route marks as the same for everyone (handle
 * `anonymousPage`), read from the build's routes before anything renders (ADR 057).
 */
export function sharedRoute(build: ServerBuild, pathname: string): boolean {
  let tree = routeTrees.get(build)
  if (!tree) {
    const objects = new Map<string, RouteObject & { children: RouteObject[] }>()
    for (const route of Object.values(build.routes)) {
      if (!route) continue
      objects.set(route.id, {
        id: route.id,
        path: route.path,
        index: route.index as false,
        caseSensitive: route.caseSensitive,
        handle: route.module.handle,
        children: [],
      })
    }
    tree = []
    for (const route of Object.values(build.routes)) {
      if (!route) continue
      const object = objects.get(route.id)
      const parent = route.parentId ? objects.get(route.parentId) : undefined
      if (object) (parent ? parent.children : tree).push(object)
    }
    routeTrees.set(build, tree)
  }
  // matching ranks every route each time: the answers of recent addresses are kept
  let known = sharedByPath.get(build)
  if (!known) {
    known = new Map()
    sharedByPath.set(build, known)
  }
  const answer = known.get(pathname)
  if (answer !== undefined) return answer
  const leaf = matchRoutes(tree, pathname)?.at(-1)
  const shared =
    (leaf?.route.handle as { anonymousPage?: boolean } | undefined)?.anonymousPage === true
  if (known.size >= 1000) known.clear()
  known.set(pathname, shared)
  return shared
}

/** A page (not a client navigation's `.data` request) asked for with GET. */
function isDocumentGet(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.url.split('?', 1)[0]?.endsWith('.data')
}
