import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { EnvError, publicUrlOrLocal, readEnv } from './env.ts'

const root = fileURLToPath(new URL('../../..', import.meta.url))

describe('the API environment (ADR 067)', () => {
  it('gives the documented defaults when nothing is set', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      nodeEnv: 'development',
      port: 3000,
      apiPort: 4000,
      logLevel: 'info',
      enquiryEmail: 'hello@maisonharbour.hk',
      mailFrom: 'Maison Harbour <hello@maisonharbour.hk>',
      receiptWorker: true,
      webConcurrency: 1,
      allowedReturnOrigins: [],
    })
    expect(publicUrlOrLocal(env)).toBe('http://localhost:3000')
  })

  it('types what is set; empty is unset', () => {
    const env = readEnv({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.hk',
      WEB_CONCURRENCY: '4',
      RECEIPT_WORKER: '0',
      IMAGE_CACHE_MAX_MB: '2',
      ALLOWED_RETURN_ORIGINS: ' https://a.example.hk, ,https://b.example.hk',
      DATABASE_URL: '',
    })
    expect(env).toMatchObject({
      port: 8080,
      apiPort: 8080,
      webConcurrency: 4,
      receiptWorker: false,
      imageCacheBytes: 2 * 1024 * 1024,
      allowedReturnOrigins: ['https://a.example.hk', 'https://b.example.hk'],
      databaseUrl: undefined,
    })
    expect(publicUrlOrLocal(env)).toBe('https://shop.example.hk')
  })

  it('refuses a value it cannot use, naming the variable', () => {
    const refused = (source: NodeJS.ProcessEnv) => () => readEnv(source)
    expect(refused({ WEB_CONCURRENCY: 'abc' })).toThrow(EnvError)
    expect(refused({ WEB_CONCURRENCY: 'abc' })).toThrow(/WEB_CONCURRENCY="abc"/)
    expect(refused({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/)
    expect(refused({ PORT: '80a' })).toThrow(/PORT/)
    expect(refused({ PUBLIC_URL: 'shop.example.hk' })).toThrow(/PUBLIC_URL/)
    expect(refused({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/)
    expect(refused({ RECEIPT_WORKER: 'maybe' })).toThrow(/RECEIPT_WORKER/)
    expect(refused({ DATABASE_POOL_SIZE: '-1', LOG_LEVEL: 'loud' })).toThrow(
      /DATABASE_POOL_SIZE.*LOG_LEVEL/,
    )
  })

  it('reads the process environment at each call, so tests may set it after importing', () => {
    vi.stubEnv('ENQUIRY_EMAIL', 'team@example.hk')
    try {
      expect(readEnv().enquiryEmail).toBe('team@example.hk')
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('stops `npm start` before it builds or starts anything, naming the variable', () => {
    const started = spawnSync(process.execPath, ['scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, WEB_CONCURRENCY: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('WEB_CONCURRENCY="abc": expected a whole number of at least 1')
    expect(started.stderr).not.toMatch(/\n\s+at /)
  })
})
