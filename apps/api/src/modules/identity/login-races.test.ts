import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { LIMITS, memoryStore, redisStore, THROTTLES } from '#api/lib/rate-limit.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { register } from './test-helpers.ts'

const RACERS = 50
/** Fifty password checks take a while on a busy machine when nothing stops them. */
const SLOW = 120_000
/** The tries a burst may check: the free ones, and the one that earns the first wait. */
const CHECKED = THROTTLES.loginAccount.free + 1

/**
 * Sign-in guesses sent together, on PostgreSQL; the rate-limit store is Redis when REDIS_URL is
 * set (the keys carry this run's e-mails and addresses), memory otherwise.
 */
describeRaces('sign-in races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    const url = process.env.REDIS_URL
    app = await buildApi(
      database,
      {},
      {
        rateLimitStore: url ? await redisStore(url) : memoryStore(),
        publicUrl: 'https://shop.test',
      },
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const login = (login_id: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'EMAIL', login_id, password },
      remoteAddress,
    })
  const seen = (answers: { statusCode: number; json(): { code?: string } }[]) => {
    const codes = answers.map((a) => `${a.statusCode} ${a.json().code ?? ''}`.trim())
    expect(codes.filter((c) => c.startsWith('5'))).toEqual([])
    return codes
  }
  const net = Math.floor(Math.random() * 200) + 20

  it(`${RACERS} wrong passwords for one account at once: only ${CHECKED} are checked`, {
    timeout: SLOW,
  }, async () => {
    const { email } = await register(app)
    // each from an address of its own: the count per login id is what is raced
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        login(email, `wrong${i}pass`, `10.${net}.1.${i + 1}`),
      ),
    )
    const codes = seen(answers)
    expect(codes.filter((c) => c === '401 LOGIN_FAILED')).toHaveLength(CHECKED)
    expect(codes.filter((c) => c === '429 RATE_LIMITED')).toHaveLength(RACERS - CHECKED)
  })

  it(`${RACERS} guesses from one address at once: only ${LIMITS.loginIp.max} are checked`, {
    timeout: SLOW,
  }, async () => {
    // a login id each, so only the per-address count can refuse them
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        login(`nobody.${net}.${i}@example.hk`, 'wrong2pass', `10.${net}.2.1`),
      ),
    )
    const codes = seen(answers)
    expect(codes.filter((c) => c === '401 LOGIN_FAILED')).toHaveLength(LIMITS.loginIp.max)
    expect(codes.filter((c) => c === '429 RATE_LIMITED')).toHaveLength(RACERS - LIMITS.loginIp.max)
  })
})
