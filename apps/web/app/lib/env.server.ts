import path from 'node:path'
import { atStartup, isSwitchedOn, origin, parseEnv, text, toggle, whole } from '@shop/api/env'
import { z } from 'zod'

/**
 * The storefront's one reader of the environment (ADR 067): its variables parsed with zod into
 * typed values (the README's table documents each). Nothing else in `apps/web` reads
 * `process.env`; the API's own variables are read by `@shop/api/env`. Read again at each call,
 * so a test may set a variable after importing; `apps/web/server/index.ts` reads it once at
 * start-up, where a value that cannot be used stops the process with a message naming it.
 */
const variables = z.object({
  PUBLIC_URL: origin,
  NODE_ENV: text,
  INSECURE_COOKIES: toggle,
  SESSION_SECRET: text,
  DATA_DIR: text,
  DEV_MAILBOX: z.string().optional(),
  API_URL: origin,
  PORT: whole(0),
  HOST: text,
  REDIS_URL: text,
  BENCH_BARE_ROUTE: text,
})

export type WebEnv = ReturnType<typeof webEnv>

export function webEnv(source: NodeJS.ProcessEnv = process.env): WebValues {
  // every page asks (its origin, its cookies): parsed again only when a variable has changed
  const values = NAMES.map((name) => source[name] ?? '\u0000').join('\u0001')
  if (last?.source === source && last.values === values) return last.env
  const env = parseWebEnv(source)
  last = { source, values, env }
  return env
}

const NAMES = Object.keys(variables.shape)
type WebValues = ReturnType<typeof parseWebEnv>
let last: { source: NodeJS.ProcessEnv; values: string; env: WebValues } | null = null

function parseWebEnv(source: NodeJS.ProcessEnv) {
  const v = parseEnv(variables, source)
  const production = v.NODE_ENV === 'production'
  return {
    /** PUBLIC_URL: the address shoppers use; unset: the one each request came to. */
    publicUrl: v.PUBLIC_URL,
    production,
    /** Secure cookies in production mode, unless INSECURE_COOKIES=true (plain HTTP on a LAN). */
    cookieSecure: production && !v.INSECURE_COOKIES,
    /** SESSION_SECRET; unset: one generated into DATA_DIR/session-secret (session.server.ts). */
    sessionSecret: v.SESSION_SECRET,
    dataDir: path.resolve(v.DATA_DIR || './data'),
    /** DEV_MAILBOX=1 outside production mode: the development mailbox at /dev/mailbox. */
    devMailbox: isSwitchedOn(v.DEV_MAILBOX) && !production,
    /** API_URL: the API's base URL when it runs as its own process; in-process otherwise. */
    apiUrl: v.API_URL,
    port: v.PORT ?? 3000,
    host: v.HOST || '0.0.0.0',
    redisUrl: v.REDIS_URL,
    /** `npm run bench` only: the page whose bytes `/__bench/bare` replays. */
    benchBareRoute: v.BENCH_BARE_ROUTE,
  }
}

/** `webEnv()` for the server starting: an unusable variable ends it with a message naming it. */
export const startupWebEnv = () => atStartup(() => webEnv())

/** The public origin: PUBLIC_URL, else the origin the request came to. */
export function publicOrigin(request: Request): string {
  return webEnv().publicUrl || new URL(request.url).origin
}

/** Whether the storefront's and back office's cookies carry the Secure flag. */
export const cookieSecure = () => webEnv().cookieSecure
