import path from 'node:path'

/** Runtime settings read once from the environment (see README for the table). */
export type ApiEnv = {
  databaseUrl: string | undefined
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process (WEB_CONCURRENCY processes each). */
  databasePoolSize: number | undefined
  dataDir: string
  nodeEnv: string
  publicUrl: string | undefined
  /** DEV_MAILBOX=1 asks for the development mailbox; see `devMailboxEnabled`. */
  devMailbox: boolean
  /** IMAGE_CACHE_MAX_MB: ceiling of the resized-picture cache on disk, in bytes. */
  imageCacheBytes: number | undefined
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  return {
    databaseUrl: source.DATABASE_URL || undefined,
    databasePoolSize: positiveInteger(source.DATABASE_POOL_SIZE),
    dataDir: path.resolve(source.DATA_DIR || './data'),
    nodeEnv: source.NODE_ENV || 'development',
    publicUrl: source.PUBLIC_URL || undefined,
    devMailbox: isSwitchedOn(source.DEV_MAILBOX),
    imageCacheBytes: positiveMegabytes(source.IMAGE_CACHE_MAX_MB),
  }
}

function positiveInteger(value: string | undefined): number | undefined {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : undefined
}

function positiveMegabytes(value: string | undefined): number | undefined {
  const megabytes = Number(value)
  return value && Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : undefined
}

/** `1`, `true`, `yes` or `on` (any case). */
export function isSwitchedOn(value: string | undefined): boolean {
  return /^(1|true|yes|on)$/i.test(value?.trim() ?? '')
}

/**
 * The development mailbox (`/dev/outbox`) hands out sign-in and reset links, so it exists only
 * when asked for explicitly and never in production mode, whatever else is set.
 */
export function devMailboxEnabled(settings: { nodeEnv: string; devMailbox: boolean }): boolean {
  return settings.devMailbox && settings.nodeEnv !== 'production'
}
