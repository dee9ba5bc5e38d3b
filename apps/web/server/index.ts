import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import { API_PREFIX, apiPlugin, healthRoutes, sharedCatalogueCache } from '@shop/api'
import { startDatabase } from '@shop/api/db/startup'
import { startupEnv } from '@shop/api/env'
import { responseCache } from '@shop/api/lib/response-cache'
import { memorySharedAnswers, redisSharedAnswers } from '@shop/api/lib/shared-answers'
import { serverOptions } from '@shop/api/logger'
import { securityHeaders } from '@shop/api/plugins/security-headers'
import Fastify from 'fastify'
import type { createRequestHandler, ServerBuild } from 'react-router'
import { startupWebEnv } from '../app/lib/env.server.ts'
import { httpApiFetch, injectApiFetch } from './api-fetch.ts'
import { pageCache } from './page-cache.ts'
import { reactRouterHandler } from './request-handler.ts'
import { storefrontRoutes } from './storefront-routes.ts'

/**
 * One process, one port: the storefront (server-rendered React Router) and, unless API_URL points
 * elsewhere, the customer API under /api/v1 on the same Fastify instance.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url))
const dev = process.argv.includes('--dev')
// every variable checked before anything starts: one that cannot be used ends the start naming it
const env = startupEnv()
const web = startupWebEnv()
const apiUrl = web.apiUrl
const PAGE_CACHE_TTL_MS = 5_000
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024

const app = Fastify(serverOptions())
await app.register(compress, { global: true, threshold: 1024 })
// nosniff, referrer and permissions policies, HSTS over https; each HTML page adds its own CSP
await app.register(securityHeaders)

// the API's list cache; with REDIS_URL its clears reach every process, also with API_URL set
const catalogueCache = await sharedCatalogueCache(app)
// pages for visitors without an account, a few seconds, dropped when the catalogue changes (ADR 035)
const pages = pageCache({ ttlMs: PAGE_CACHE_TTL_MS, maxBytes: PAGE_CACHE_MAX_BYTES })
// the public answers loaders parse on every page (configuration, category tree, filters, sorting)
const publicAnswers = responseCache<unknown>({ ttlMs: PAGE_CACHE_TTL_MS, maxEntries: 100 })
catalogueCache.onClear(() => {
  pages.clear()
  publicAnswers.clear()
})

let apiFetch = apiUrl ? httpApiFetch(apiUrl) : undefined
if (!apiUrl) {
  const database = await startDatabase(env)
  app.addHook('onClose', () => database.close())
  await app.register(healthRoutes, { database })
  await app.register(apiPlugin, { prefix: API_PREFIX, database, catalogueCache })
  apiFetch = injectApiFetch(app, API_PREFIX)
} else {
  app.get('/healthz', () => ({ status: 'ok' }))
  app.get('/readyz', () => ({ status: 'ready' }))
}

// bench-only (`npm run bench`): replays the bytes of one response, captured at the first call, so
// the benchmark has a floor (HTTP and hooks, no work) to compare that response's route with
const benchBarePath = web.benchBareRoute
if (benchBarePath) {
  let captured: Promise<{ type: string; body: Buffer }> | undefined
  app.get('/__bench/bare', async (request, reply) => {
    captured ??= app
      .inject({ url: benchBarePath, headers: { host: request.headers.host ?? 'localhost' } })
      .then((r) => ({ type: String(r.headers['content-type']), body: r.rawPayload }))
    const { type, body } = await captured
    return reply.type(type).send(body)
  })
}

let getBuild: ServerBuild | (() => Promise<ServerBuild>)
let createHandler: typeof createRequestHandler | undefined
if (dev) {
  const { createServer } = await import('vite')
  const middie = (await import('@fastify/middie')).default
  const vite = await createServer({ root: webRoot, server: { middlewareMode: true } })
  await app.register(middie)
  app.use(vite.middlewares)
  app.addHook('onClose', () => vite.close())
  getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  // the request handler from the react-router the app itself runs on under Vite (its development
  // build), so the app's RouterContextProvider is the class the handler expects
  const router = (await vite.ssrLoadModule('react-router')) as typeof import('react-router')
  createHandler = router.createRequestHandler
} else {
  const buildDir = path.join(webRoot, 'build')
  // hashed assets never change: cache for a year
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client', 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    decorateReply: false,
    preCompressed: false,
  })
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    maxAge: '1h',
    decorateReply: false,
    globIgnore: ['assets/**'],
  })
  // the build itself, never a function: the handler then prepares its routes once
  getBuild = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild
}

// guest logins made together are shared by every process when they share Redis (issue 19)
const sharedAnswers = web.redisUrl ? await redisSharedAnswers(web.redisUrl) : memorySharedAnswers()
app.addHook('onClose', () => sharedAnswers.close())

const handler = reactRouterHandler(
  getBuild,
  apiFetch as NonNullable<typeof apiFetch>,
  dev ? 'development' : 'production',
  sharedAnswers,
  // under Vite a page changes with every edit: nothing kept
  dev ? undefined : pages,
  dev ? undefined : publicAnswers,
  createHandler,
)
app.register(storefrontRoutes, { handler })

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down gracefully')
    await app.close()
    process.exit(0)
  })
}

await app.listen({ port: web.port, host: web.host })
