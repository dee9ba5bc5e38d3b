import path from 'node:path'

/** Runtime settings read once from the environment (see README for the table). */
export type ApiEnv = {
  databaseUrl: string | undefined
  dataDir: string
  nodeEnv: string
  publicUrl: string | undefined
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  return {
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: path.resolve(source.DATA_DIR || './data'),
    nodeEnv: source.NODE_ENV || 'development',
    publicUrl: source.PUBLIC_URL || undefined,
  }
}
