import path from 'node:path'
import { z } from 'zod'

/**
 * The API's one reader of the environment (ADR 067): every variable it uses, parsed with zod into
 * typed values (the README's table documents each). Nothing else in `apps/api/src` reads
 * `process.env`. `readEnv()` reads the variables again at each call, so a test that sets one after
 * importing still sees it; the servers call it once at start-up, where a value that cannot be
 * used stops the process with a message naming the variable (`EnvError`).
 */

const MAIL_FROM = 'Maison Harbour <hello@maisonharbour.hk>'
const ENQUIRY_EMAIL = 'hello@maisonharbour.hk'

/** Unset and empty are the same: the default. */
export const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

export const whole = (least: number) =>
  text.pipe(
    z.coerce
      .number<string | undefined>({ error: `expected a whole number of at least ${least}` })
      .int({ error: `expected a whole number of at least ${least}` })
      .min(least, { error: `expected a whole number of at least ${least}` })
      .optional(),
  )

export const positive = text.pipe(
  z.coerce
    .number<string | undefined>({ error: 'expected a number above 0' })
    .positive('expected a number above 0')
    .optional(),
)

export const origin = text.pipe(
  z
    .url({ protocol: /^https?$/, error: 'expected an address such as https://shop.example.hk' })
    .optional(),
)

/** A switch: `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off` (any case); unset: undefined. */
export const toggle = text.pipe(
  z
    .string()
    .regex(/^(1|true|yes|on|0|false|no|off)$/i, { error: 'expected 1 or 0 (on or off)' })
    .transform((value) => isSwitchedOn(value))
    .optional(),
)

/** `1`, `true`, `yes` or `on` (any case). */
export function isSwitchedOn(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '')
}

const schema = z.object({
  DATABASE_URL: text,
  DATABASE_POOL_SIZE: whole(1),
  DATA_DIR: text,
  NODE_ENV: text,
  PUBLIC_URL: origin,
  DEV_MAILBOX: z.string().optional(),
  IMAGE_CACHE_MAX_MB: positive,
  PORT: whole(0),
  API_PORT: whole(0),
  LOG_LEVEL: text.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  TRUST_PROXY: text,
  REDIS_URL: text,
  ENQUIRY_EMAIL: text,
  SMTP_URL: text,
  MAIL_FROM: text,
  PAYMENT_PROVIDER: text.pipe(z.enum(['test-gateway', 'stripe']).optional()),
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  TEST_GATEWAY_SECRET: text,
  ALLOWED_RETURN_ORIGINS: text,
  RECEIPT_WORKER: toggle,
  WEB_CONCURRENCY: whole(1),
  MEMBERSHIP_PENDING_DAYS: whole(0),
})

/** A variable whose value cannot be used; its message names the variable and what was expected. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/** Runtime settings read from the environment (see README for the table). */
export type ApiEnv = ReturnType<typeof settingsOf>

function settingsOf(v: z.infer<typeof schema>) {
  const port = v.PORT ?? 3000
  return {
    databaseUrl: v.DATABASE_URL,
    /** DATABASE_POOL_SIZE: PostgreSQL connections per process (WEB_CONCURRENCY processes each). */
    databasePoolSize: v.DATABASE_POOL_SIZE,
    dataDir: path.resolve(v.DATA_DIR || './data'),
    nodeEnv: v.NODE_ENV || 'development',
    /** PUBLIC_URL: the public address shoppers use, unset when not given. */
    publicUrl: v.PUBLIC_URL,
    /** DEV_MAILBOX=1 asks for the development mailbox; see `devMailboxEnabled`. */
    devMailbox: isSwitchedOn(v.DEV_MAILBOX),
    /** IMAGE_CACHE_MAX_MB: ceiling of the resized-picture cache on disk, in bytes. */
    imageCacheBytes: v.IMAGE_CACHE_MAX_MB && v.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    /** PORT: the combined server's port (3000). */
    port,
    /** API_PORT, else PORT, else 4000: the API run alone (`npm run api`). */
    apiPort: v.API_PORT ?? v.PORT ?? 4000,
    logLevel: v.LOG_LEVEL ?? 'info',
    /** TRUST_PROXY as Fastify takes it; see `trustProxy` in logger.ts. */
    trustProxy: v.TRUST_PROXY,
    redisUrl: v.REDIS_URL,
    enquiryEmail: v.ENQUIRY_EMAIL || ENQUIRY_EMAIL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM || MAIL_FROM,
    /** PAYMENT_PROVIDER as given (unset: the test gateway, with a warning in production). */
    paymentProvider: v.PAYMENT_PROVIDER,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    testGatewaySecret: v.TEST_GATEWAY_SECRET,
    allowedReturnOrigins: (v.ALLOWED_RETURN_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    /** RECEIPT_WORKER=0: this process leaves payment receipts to another. */
    receiptWorker: v.RECEIPT_WORKER ?? true,
    webConcurrency: v.WEB_CONCURRENCY ?? 1,
    /** MEMBERSHIP_PENDING_DAYS: overrides the configuration's refund window when set. */
    membershipPendingDays: v.MEMBERSHIP_PENDING_DAYS,
  }
}

/**
 * The settings, read from `source` (the process's environment by default) at each call.
 * Throws `EnvError` naming every variable whose value cannot be used.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  return settingsOf(parseEnv(schema, source))
}

/** `source` parsed with `variables`; an `EnvError` names every variable that cannot be used. */
export function parseEnv<T extends z.ZodType>(
  variables: T,
  source: NodeJS.ProcessEnv,
): z.output<T> {
  const parsed = variables.safeParse(source)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0])
    return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`
  })
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`)
}

/**
 * `readEnv()` for a server starting: an unusable variable ends the process with its message,
 * instead of a stack trace.
 */
export function startupEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  return atStartup(() => readEnv(source))
}

/** `read()`, or the end of a starting process with the message of its `EnvError`. */
export function atStartup<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** Switches the process to production mode (`npm start`), before React or anything else loads. */
export function enterProductionMode(): string | undefined {
  const was = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  return was && was !== 'production' ? was : undefined
}

/** PUBLIC_URL, else this machine's own address on PORT (links in messages). */
export function publicUrlOrLocal(settings: ApiEnv = readEnv()): string {
  return settings.publicUrl ?? `http://localhost:${settings.port}`
}

/**
 * The development mailbox (`/dev/outbox`) hands out sign-in and reset links, so it exists only
 * when asked for explicitly and never in production mode, whatever else is set.
 */
export function devMailboxEnabled(settings: { nodeEnv: string; devMailbox: boolean }): boolean {
  return settings.devMailbox && settings.nodeEnv !== 'production'
}
